import { AUDIT_PATHS, AUDIT_PUBLIC_PATHS, AuditPositionsBody, AuditRuleBody, AuditSubmitBody, AuditWorkListBody, auditPath } from './auditoria';

const body = {
  clientId: '6F1C2A4E-0000-4000-8000-000000000001',
  orderId: 'c1',
  kind: 'reporte',
  posicion: { lat: 19.43, lng: -99.13, accuracy: 8, at: '2026-01-15T12:00:00Z' },
  veredicto: 'no_conforme',
  visto: { closedAt: '2026-01-14T10:00:00.000Z', version: 3 },
};

describe('the Auditoría contract', () => {
  it('takes a device’s audit with its defaults and its clientId in lower case (the idempotency key)', () => {
    expect(AuditSubmitBody.parse(body)).toMatchObject({ clientId: body.clientId.toLowerCase(), respuestas: [], fotos: [], comentario: '' });
  });

  it.each([
    [{ clientId: 'no-uuid' }, 'clientId'],
    [{ fotos: ['abc'] }, 'fotos'],
    [{ posicion: { lat: 19, lng: -99, accuracy: 5, at: 'ayer' } }, 'posicion'],
    [{ visto: undefined }, 'visto'],
    [{ extra: 1 }, ''],
  ])('refuses %j naming %s', (change, field) => {
    const res = AuditSubmitBody.safeParse({ ...body, ...change });
    expect(res.success).toBe(false);
    expect(res.error!.issues.map((i) => i.path.join('.')).join(' ')).toContain(field);
  });

  it('a work list comes from a filter or a selection, not both nor neither', () => {
    expect(AuditWorkListBody.safeParse({ nombre: 'Ruta', auditorId: 'u1', casos: ['c1'] }).success).toBe(true);
    expect(AuditWorkListBody.safeParse({ nombre: 'Ruta', auditorId: 'u1', filtro: { zonaId: 'z1' } }).success).toBe(true);
    expect(AuditWorkListBody.safeParse({ nombre: 'Ruta', auditorId: 'u1' }).success).toBe(false);
    expect(AuditWorkListBody.safeParse({ nombre: 'Ruta', auditorId: 'u1', casos: ['c1'], filtro: {} }).success).toBe(false);
  });

  it('bounds a positions batch and the rule', () => {
    expect(AuditPositionsBody.safeParse({ posiciones: [] }).success).toBe(false);
    expect(AuditRuleBody.safeParse({ modo: 'porcentaje', porcentaje: 0, version: 0 }).success).toBe(false);
    expect(AuditRuleBody.parse({ modo: 'todos', version: 2 })).toEqual({ modo: 'todos', porcentaje: 100, version: 2 });
  });

  it('keeps the endpoint names of spec 7.4 and fills paths', () => {
    expect(AUDIT_PATHS.auditar).toBe('/api/1.0/sig/auditar');
    expect(AUDIT_PATHS.analytics).toBe('/api/1.0/analytics/getauditoria');
    expect(auditPath(AUDIT_PUBLIC_PATHS.resuelto, { cliente: 'demo', folio: 'R-2026-000001' })).toBe('/api/1.0/public/demo/seguimiento/R-2026-000001/resuelto');
  });
});
