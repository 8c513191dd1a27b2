import { AUDIT_SAMPLES, auditAnswer } from '../test/auditEntries';
import { AUDIT_ACTIONS, AuditEntry, AuditResponse, KnownAuditEntry, OtherAuditEntry, isKnownAuditEntry, type AuditAction } from './adminAudit';

/* The cliente's audit (issue 22): each action with its exact payload, a newer server's kept, a damaged row neutral. */

/** Payloads of each action the contract refuses: a field missing or of another type, or the wrong entity. */
const INVALID: { [A in AuditAction]: { entity?: string; before: unknown; after: unknown }[] } = {
  'user.invite': [{ before: null, after: { email: 'b@t.mx', displayName: 'B', phone: '', photoURL: '', status: 'invitado', roles: [] } }, { entity: 'role', before: null, after: AUDIT_SAMPLES['user.invite'].after }],
  'user.update': [{ before: null, after: AUDIT_SAMPLES['user.update'].after }, { before: AUDIT_SAMPLES['user.update'].before, after: { displayName: 'Beto' } }],
  'user.disable': [{ before: { status: 'active' }, after: { status: 'off' } }],
  'user.enable': [{ before: null, after: { status: 'active' } }],
  'user.resend_activation': [{ before: null, after: { email: 'b@t.mx' } }],
  'user.send_recovery': [{ before: { status: 'active' }, after: null }],
  'membership.accept': [{ before: null, after: { roles: 'Capturista' } }],
  'membership.decline': [{ before: null, after: null }],
  'role.create': [{ before: null, after: { nombre: 'Cuadrilla' } }],
  'role.update': [{ before: { nombre: 'A', permissions: [] }, after: { nombre: 'B', permissions: [1] } }],
  'role.delete': [{ before: null, after: null }],
  'cliente.update': [{ before: { nombre: 7 }, after: {} }, { before: { colors: { primary: '#fff' } }, after: {} }],
  'cliente.logo': [{ before: { logo: null }, after: {} }],
  'cliente.switch': [{ before: { clienteId: 'c0' }, after: { cliente: 'c1' } }],
  'cliente.broadcast': [{ before: null, after: { event: 'confetti' } }, { before: null, after: { event: 'reload', delayMs: '30' } }],
  'open311.key_create': [{ before: null, after: { id: 'k1', nombre: 'X', apiKey: 'secret' } }],
  'open311.key_revoke': [{ before: AUDIT_SAMPLES['open311.key_revoke'].before, after: null }],
  'habitante.view': [{ before: null, after: { curp: 'BOXW310820HNERXN09' } }],
  'habitante.create': [{ before: null, after: { nombre: 'María' } }],
  'habitante.update': [{ before: { sexo: 'Z' }, after: { sexo: 'M' } }, { before: null, after: { telefono: '' } }],
  'midb.export': [{ before: null, after: { filtros: {}, filas: '3' } }, { entity: 'habitante', before: null, after: { filtros: {}, filas: 3 } }],
  'midb.consulta': [{ before: null, after: { vista: 'tabla', filtros: {}, filas: 1 } }, { before: null, after: { vista: 'lista', filtros: {} } }],
  'midb.import_report': [{ before: null, after: { importId: 'imp-1', filas: 3 } }],
  'programa.create': [{ before: null, after: { nombre: 7 } }, { entity: 'cliente', before: null, after: { nombre: 'A' } }],
  'programa.update': [{ before: null, after: { activo: false } }, { before: { activo: 'si' }, after: {} }],
  'programa.enrol': [{ before: null, after: { inscritos: 1 } }, { before: null, after: { inscritos: 1, yaInscritos: 0, habitanteIds: 'h1' } }],
  'programa.unenrol': [{ before: null, after: { habitanteId: 'h1', nombreCompleto: 'X' } }],
  'programa.roll_export': [{ before: null, after: null }],
};

describe('the cliente audit’s actions', () => {
  it('cover AUDIT_ACTIONS, the one list of actions, and nothing else', () => {
    expect(KnownAuditEntry.options.map((o) => o.shape.action.value).sort()).toEqual([...AUDIT_ACTIONS].sort());
  });

  describe.each(AUDIT_ACTIONS)('%s', (action) => {
    it('takes its payload as the server writes it, unchanged', () => {
      const entry = auditAnswer(AUDIT_SAMPLES[action]);
      const parsed = AuditEntry.parse(entry);
      expect(parsed).toEqual(entry);
      expect(isKnownAuditEntry(parsed)).toBe(true);
    });

    it('refuses a payload of another shape, also as a newer server’s entry', () => {
      for (const bad of INVALID[action]) {
        const entry = { ...auditAnswer(AUDIT_SAMPLES[action]), ...bad };
        expect(KnownAuditEntry.safeParse(entry).success).toBe(false);
        expect(AuditEntry.safeParse(entry).success).toBe(false);
      }
    });
  });

  it('keeps an entry of an action a newer server wrote, which isKnownAuditEntry tells apart', () => {
    const newer = { ...auditAnswer(AUDIT_SAMPLES['user.update']), action: 'user.merge', before: null, after: { into: 'u3' } };
    const parsed = AuditEntry.parse(newer);
    expect(parsed).toEqual(newer);
    expect(isKnownAuditEntry(parsed)).toBe(false);
    // a page of them still parses, so the timeline opens
    expect(AuditResponse.parse({ items: [newer, auditAnswer(AUDIT_SAMPLES['role.create'])], total: 2, page: 1, pageSize: 50 }).items).toHaveLength(2);
  });

  it('takes a row the server could not read as a neutral entry of its action, without payload', () => {
    const unreadable = { ...auditAnswer(AUDIT_SAMPLES['user.update']), before: null, after: null, unreadable: true as const };
    expect(OtherAuditEntry.parse(unreadable)).toEqual(unreadable);
    expect(isKnownAuditEntry(AuditEntry.parse(unreadable))).toBe(false);
  });

  it('reads settings saved before a setting existed', () => {
    const { asignar_mueve_estatus: _a, colonia_radio_m: _c, ...early } = AUDIT_SAMPLES['cliente.update'].before;
    const entry = auditAnswer({ ...AUDIT_SAMPLES['cliente.update'], before: early });
    expect(isKnownAuditEntry(AuditEntry.parse(entry))).toBe(true);
  });
});
