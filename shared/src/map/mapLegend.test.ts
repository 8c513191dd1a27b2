import type { CaseMapResponse, EstatusRef } from '../contract/cases';
import { NEUTRAL_COLOR, safeColor } from './mapColors';
import { legendItems } from './mapLegend';

const estatus: EstatusRef[] = [
  { id: 'e1', nombre: 'Nuevo', color: '#0078D4', final: false },
  { id: 'e2', nombre: 'En proceso', color: 'red"><script>', final: false },
  { id: 'e3', nombre: 'Cerrado', color: '#107c10', final: true },
];
const row = (e: number): CaseMapResponse['points'][number] => [19.4, -99.1, e, 0, 'x', 'R-1'];

describe('legendItems', () => {
  it('lists the estatus present, in catalogue order, with their counts', () => {
    const items = legendItems(estatus, [row(2), row(0), row(2)]);
    expect(items.map((i) => [i.estatus?.nombre, i.count, i.color])).toEqual([
      ['Nuevo', 1, '#0078D4'],
      ['Cerrado', 2, '#107c10'],
    ]);
  });

  it('lists every estatus when there are no points, so the colours are still explained', () => {
    expect(legendItems(estatus, []).map((i) => i.count)).toEqual([0, 0, 0]);
  });

  it('adds one neutral entry for points whose estatus is not in the list', () => {
    const items = legendItems(estatus, [row(0), row(9), row(-1)]);
    expect(items.at(-1)).toEqual({ index: -1, estatus: null, color: NEUTRAL_COLOR, count: 2 });
  });

  it('replaces a colour that is not plain hex', () => {
    expect(legendItems(estatus, [row(1)])[0].color).toBe(NEUTRAL_COLOR);
  });
});

describe('safeColor', () => {
  it('keeps 3- and 6-digit hex colours and refuses anything else', () => {
    expect(['#abc', ' #A1B2C3 ', 'blue', 'url(x)', '#12345', '', null, undefined].map(safeColor)).toEqual([
      '#abc',
      '#A1B2C3',
      NEUTRAL_COLOR,
      NEUTRAL_COLOR,
      NEUTRAL_COLOR,
      NEUTRAL_COLOR,
      NEUTRAL_COLOR,
      NEUTRAL_COLOR,
    ]);
  });
});
