import { parseFilters, thisPeriod, toSearch } from './filters';

describe('the list’s address', () => {
  it('keeps what the API takes and drops the rest, the dates the right way round', () => {
    const f = parseFilters('?estado=fallida&estado2=x&periodo=2026-13&desde=2026-11-30&hasta=2026-11-01&entregadaDesde=2026-11-20&entregadaHasta=nunca&repartidorId=ninguno&page=0&vista=mapa&q=%20mar%20');
    expect(f).toEqual({
      estado: 'fallida',
      programaId: '',
      zonaId: '',
      coloniaId: '',
      repartidorId: 'ninguno',
      periodo: '',
      desde: '2026-11-01',
      hasta: '2026-11-30',
      entregadaDesde: '2026-11-20',
      entregadaHasta: '',
      q: 'mar',
      page: 1,
      vista: 'mapa',
    });
    expect(parseFilters('?entregadaDesde=2026-11-30&entregadaHasta=2026-11-02')).toMatchObject({ entregadaDesde: '2026-11-02', entregadaHasta: '2026-11-30' });
    expect(parseFilters('?estado=perdida').estado).toBe('');
  });

  it('writes a plain address for the first page of the table', () => {
    expect(toSearch(parseFilters('?page=1'))).toBe('');
    expect(toSearch(parseFilters('?zonaId=z-1&page=2&vista=mapa'))).toBe('?zonaId=z-1&page=2&vista=mapa');
  });

  it('names this month as a period', () => {
    expect(thisPeriod(new Date(2026, 0, 31))).toBe('2026-01');
  });
});
