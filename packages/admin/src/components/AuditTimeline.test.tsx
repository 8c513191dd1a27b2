import { AUDIT_ACTIONS, setLanguage, type AuditAction } from '@sig/shared';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';

import { AUDIT_SAMPLES, auditAnswer } from '@sig/shared/testing/auditEntries';
import { makeParcelStore } from '@sig/shared/staff-ui';
import { fakeServer, type FakeServer } from '@sig/shared/testing/fakeServer';
import { renderParcelAt } from '@sig/shared/testing/parcelApp';
import { adminApi } from '../adminApi';
import { signIn } from '../test/renderApp';
import { AuditTimeline } from './AuditTimeline';

const AUDIT = '/api/1.0/admin/audit';
let server: FakeServer;

beforeEach(() => {
  server = fakeServer();
  signIn(['admin']);
});

const page = (items: unknown[], total = items.length, n = 1) => ({ json: { items, total, page: n, pageSize: 50 } });
const renderTimeline = () =>
  renderParcelAt(
    '/config/users/u2',
    <Provider store={makeParcelStore(adminApi)}>
      <AuditTimeline entity="user" id="u2" />
    </Provider>,
  );

/** Each entry's title and change lines as a person reads them (the arrow between before and after). */
async function shownEntries(heading = 'Historial de cambios') {
  const region = await screen.findByRole('region', { name: heading });
  const list = (await within(region).findAllByRole('list'))[0];
  return [...list.children].map((li) => ({
    summary: li.querySelector('.fui-Body1Strong')?.textContent,
    lines: [...li.querySelectorAll('ul > li')].map((l) => l.textContent),
  }));
}

/** What the timeline says for each action's sample (shared/src/test/auditEntries.ts), in Spanish. */
const SHOWN: Record<AuditAction, { summary: string; lines: string[] }> = {
  'user.invite': {
    summary: 'Invitación',
    lines: ['Correo electrónico: beto@tula.gob.mx', 'Nombre: Beto Ruiz', 'Teléfono: (vacío)', 'URL de la foto: (vacío)', 'Estado: Pendiente', 'Roles: Capturista'],
  },
  'user.update': { summary: 'Datos o roles editados', lines: ['Nombre: Beto→Beto Ruiz', 'Teléfono: (vacío)→7731234567', 'Roles: Capturista→Capturista, Vacío'] },
  'user.disable': { summary: 'Desactivado', lines: ['Estado: Activo→Desactivado'] },
  'user.enable': { summary: 'Reactivado', lines: ['Estado: Desactivado→Activo'] },
  'user.resend_activation': { summary: 'Activación reenviada', lines: [] },
  'user.send_recovery': { summary: 'Recuperación de contraseña enviada', lines: [] },
  'membership.accept': { summary: 'Invitación aceptada', lines: ['Roles: Capturista'] },
  'membership.decline': { summary: 'Invitación rechazada', lines: ['Roles: Capturista'] },
  'role.create': { summary: 'Rol creado', lines: ['Nombre: Cuadrilla', 'Permisos: SigVerReporte'] },
  'role.update': { summary: 'Rol editado', lines: ['Nombre: Cuadrilla→Cuadrilla norte', 'Permisos: SigVerReporte→SigVerReporte, SigEditarReporte'] },
  'role.delete': { summary: 'Rol borrado', lines: ['Nombre: Cuadrilla norte', 'Permisos: (vacío)'] },
  'cliente.update': { summary: 'Configuración editada', lines: ['Nombre: Tula→Tula de Allende', 'Color primario: #0f6cbd→#aa00cc', 'Operación sin CURP: No→Sí'] },
  'cliente.logo': { summary: 'Logotipo cambiado', lines: ['Logotipo: (vacío)→/files/logos/tula-0123456789abcdef0123456789abcdef.png'] },
  'cliente.switch': { summary: 'Entrada de un operador', lines: ['Cliente de origen: c0'] },
  'cliente.broadcast': { summary: 'Aviso en vivo enviado', lines: ['Recargar en (segundos): 30'] },
  'open311.key_create': { summary: 'Clave Open311 creada', lines: ['Nombre: Plataforma estatal', 'Clave: …x9Zq'] },
  'open311.key_revoke': { summary: 'Clave Open311 revocada', lines: ['Nombre: Plataforma estatal', 'Clave: …x9Zq'] },
  'habitante.view': { summary: 'Datos personales consultados', lines: [] },
  'habitante.create': {
    summary: 'Persona registrada',
    lines: ['CURP: (vacío)', 'Motivo sin CURP: Adulto mayor sin documentos', 'Nombre: María', 'Apellidos: Hernández Ruiz', 'Teléfono: 771 123 4567'],
  },
  'habitante.update': { summary: 'Datos personales editados', lines: ['Teléfono: 771 123 4567→55 9999 0000', 'Colonia: Centro→La Merced', 'Consentimiento de contacto: Sí→No'] },
  'midb.export': { summary: 'Padrón exportado', lines: ['Filas: 412', 'Filtros: coloniaId: col-1, edadMin: 60'] },
  'midb.consulta': { summary: 'Padrón consultado', lines: ['Vista: Lista', 'Filas: 25', 'Filtros: q: hernandez, page: 2'] },
  'midb.import_report': { summary: 'Reporte de importación descargado', lines: ['Archivo: padron-marzo.csv', 'Filas: 1000'] },
  'programa.create': { summary: 'Programa creado', lines: ['Nombre: Adultos mayores', 'Descripción: Apoyo bimestral', 'Activo: Sí'] },
  'programa.update': { summary: 'Programa editado', lines: ['Activo: Sí→No'] },
  'programa.enrol': { summary: 'Personas inscritas', lines: ['Inscritas: 38', 'Ya estaban inscritas: 2', 'Filtros: coloniaId: col-1, edadMin: 60'] },
  'programa.unenrol': { summary: 'Baja de una persona', lines: ['Persona: María Hernández Ruiz', 'Motivo: Cambió de domicilio'] },
  'programa.roll_export': { summary: 'Padrón del programa exportado', lines: ['Filas: 38'] },
};

describe('the audit timeline', () => {
  it.each(AUDIT_ACTIONS)('tells %s in its own words', async (action) => {
    server.on('GET', AUDIT, () => page([auditAnswer(AUDIT_SAMPLES[action])]));
    renderTimeline();
    expect(await shownEntries()).toEqual([SHOWN[action]]);
    expect(screen.getByText(/^Ana López · /)).toBeTruthy();
  });

  it('shows an action a newer server wrote as a neutral line, and a row the server could not read by its action alone', async () => {
    const newer = { ...auditAnswer(AUDIT_SAMPLES['user.update'], { id: 'n1' }), action: 'user.merge', before: null, after: { into: 'u3' } };
    const unreadable = { ...auditAnswer(AUDIT_SAMPLES['user.update'], { id: 'n2' }), before: null, after: null, unreadable: true };
    server.on('GET', AUDIT, () => page([newer, unreadable]));
    renderTimeline();
    expect(await shownEntries()).toEqual([
      { summary: 'Cambio registrado', lines: [] },
      { summary: 'Datos o roles editados', lines: [] },
    ]);
    expect(screen.getByText('No se pudo leer el detalle de este cambio.')).toBeTruthy();
  });

  it('points the change arrow the way the language reads', async () => {
    server.on('GET', AUDIT, () => page([auditAnswer(AUDIT_SAMPLES['user.disable'])]));
    await act(() => setLanguage('ar'));
    renderTimeline();
    expect(await shownEntries('سجل التغييرات')).toEqual([{ summary: 'تعطيل', lines: ['الحالة: نشط←معطّل'] }]);
  });

  it('reads the next page on request and keeps the first', async () => {
    const first = Array.from({ length: 50 }, (_, i) => auditAnswer(AUDIT_SAMPLES['user.resend_activation'], { id: `p1-${i}` }));
    server.on('GET', AUDIT, ({ query }) => (query.get('page') === '2' ? page([auditAnswer(AUDIT_SAMPLES['user.invite'], { id: 'p2-0' })], 51, 2) : page(first, 51)));
    renderTimeline();
    expect(await shownEntries()).toHaveLength(50);
    fireEvent.click(screen.getByRole('button', { name: 'Ver más' }));
    expect((await screen.findByText('Invitación')).textContent).toBe('Invitación');
    expect(await shownEntries()).toHaveLength(51);
    expect(screen.queryByRole('button', { name: 'Ver más' })).toBeNull();
    expect(server.queries(AUDIT).map((q) => q.get('page'))).toEqual(['1', '2']);
  });
});
