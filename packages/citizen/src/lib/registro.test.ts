import { EMPTY_REGISTRO, registroBody, registroProblems, todayIso } from './registro';

const TODAY = '2026-03-01';
const filled = { ...EMPTY_REGISTRO, nombre: 'María', apellidos: 'López' };

describe('registration rules', () => {
  it('needs only the names (and the reason, without a CURP)', () => {
    expect(registroProblems(filled, false, TODAY)).toEqual({});
    expect(Object.keys(registroProblems(EMPTY_REGISTRO, false, TODAY))).toEqual(['nombre', 'apellidos']);
    expect(registroProblems(filled, true, TODAY)).toEqual({ sinCurpMotivo: { key: 'v.motivo' } });
  });

  it('refuses a birth date in the future, a short phone and a broken e-mail', () => {
    expect(registroProblems({ ...filled, fechaNacimiento: '2026-03-02' }, false, TODAY).fechaNacimiento?.key).toBe('v.fecha');
    expect(registroProblems({ ...filled, fechaNacimiento: '2026-03-01' }, false, TODAY)).toEqual({});
    expect(registroProblems({ ...filled, telefono: '55 12' }, false, TODAY).telefono?.key).toBe('v.telefono');
    expect(registroProblems({ ...filled, telefono: 'llámame' }, false, TODAY).telefono?.key).toBe('v.telefono');
    expect(registroProblems({ ...filled, telefono: '+52 (55) 1234-5678' }, false, TODAY)).toEqual({});
    expect(registroProblems({ ...filled, email: 'maria@' }, false, TODAY).email?.key).toBe('v.email');
  });

  it('leaves empty optional fields out of the body and sends the reason only without a CURP', () => {
    expect(registroBody({ ...filled, nombre: ' María ', email: ' ' }, 'BOXW310820HNERXN09')).toEqual({ curp: 'BOXW310820HNERXN09', nombre: 'María', apellidos: 'López', consentimiento: false });
    expect(registroBody({ ...filled, sinCurpMotivo: ' Nací fuera ', consentimiento: true, website: 'x' }, null)).toEqual({ sinCurpMotivo: 'Nací fuera', nombre: 'María', apellidos: 'López', consentimiento: true, website: 'x' });
  });

  it('writes today in the date input’s format', () => {
    expect(todayIso(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});
