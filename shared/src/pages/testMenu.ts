// A realistic SIG menu for the tests of this folder (labels as the server's menu seed writes them).
import type { MenuItem } from '../contract/auth';

type Labels = MenuItem['labels'];
const L = (es: string, en: string, tr: string, ar: string): Labels => ({ es, en, tr, ar });

const item = (id: string, url: string, labels: Labels, auth: string[] | null = null, icon?: string): MenuItem => ({
  id,
  title: labels.es,
  translate: id.toUpperCase(),
  type: 'item',
  url,
  icon,
  auth,
  labels,
});

const parent = (type: 'group' | 'collapse', id: string, labels: Labels, auth: string[] | null, children: MenuItem[]): MenuItem => ({
  id,
  title: labels.es,
  translate: id.toUpperCase(),
  type,
  auth,
  labels,
  children,
});

export const testMenu: MenuItem[] = [
  parent('group', 'principal', L('Principal', 'Main', 'Ana', 'الرئيسية'), null, [
    item('inicio', '/inicio', L('Inicio', 'Home', 'Ana sayfa', 'الصفحة الرئيسية'), null, 'home'),
    item('reportes', '/reportes', L('Reportes', 'Reports', 'Raporlar', 'التقارير'), ['SigVerReporte'], 'report'),
    item('mapa-reportes', '/reportes/mapa', L('Mapa de reportes', 'Reports map', 'Rapor haritası', 'خريطة التقارير'), ['SigVerReporte']),
    item('solicitudes', '/solicitudes', L('Solicitudes', 'Requests', 'Talepler', 'الطلبات'), ['SigVerSolicitudes']),
  ]),
  { id: 'div-1', title: '', translate: '', type: 'divider', auth: null, labels: L('', '', '', '') },
  parent('group', 'catalogos', L('Catálogos', 'Catalogues', 'Kataloglar', 'الفهارس'), null, [
    parent('collapse', 'territorio', L('Territorio', 'Territory', 'Bölge', 'الإقليم'), ['SigColonias', 'SigZonas'], [
      item('colonias', '/catalogos/colonias', L('Catálogo de colonias', 'Neighbourhood catalogue', 'Mahalle kataloğu', 'فهرس الأحياء'), ['SigColonias']),
      item('zonas', '/catalogos/zonas', L('Zonas', 'Zones', 'Bölgeler', 'المناطق'), ['SigZonas']),
    ]),
    item('tipos-reporte', '/catalogos/tipos-reporte', L('Tipos de reporte', 'Report types', 'Rapor türleri', 'أنواع التقارير'), ['SigEditarTipoReporte']),
    item('origenes', '/catalogos/origenes', L('Orígenes', 'Origins', 'Kaynaklar', 'المصادر'), ['SigOrigens']),
  ]),
  parent('group', 'administracion', L('Administración', 'Administration', 'Yönetim', 'الإدارة'), ['admin', 'EditarUsuarios'], [
    item('usuarios', '/admin/usuarios', L('Usuarios', 'Users', 'Kullanıcılar', 'المستخدمون'), ['EditarUsuarios']),
    item('roles', '/admin/roles', L('Roles y permisos', 'Roles and permissions', 'Roller ve İzinler', 'الأدوار والصلاحيات'), ['EditarRoles']),
  ]),
  parent('group', 'ayuda', L('Ayuda', 'Help', 'Yardım', 'مساعدة'), null, [
    { ...item('manual', 'https://ayuda.sig.mx/manual', L('Manual del usuario', 'User manual', 'Kullanım kılavuzu', 'دليل المستخدم')), type: 'link' },
    // Same page as 'inicio' reached from another group: listed once.
    item('inicio-ayuda', '/inicio', L('Volver al inicio', 'Back home', 'Ana sayfaya dön', 'العودة')),
    // An item whose url is empty cannot be opened.
    { ...item('sin-url', '', L('Sin destino', 'Nowhere', 'Hiçbir yer', 'لا مكان')) },
  ]),
];

/** The roles the tests use: a field operator, a catalogue editor and the municipal administrator. */
export const ROLES = {
  operador: ['Home', 'SigVerReporte', 'SigVerSolicitudes'],
  catalogos: ['Home', 'SigVerReporte', 'SigColonias', 'SigEditarTipoReporte', 'SigOrigens'],
  admin: ['Home', 'SigVerReporte', 'SigVerSolicitudes', 'SigColonias', 'SigZonas', 'SigEditarTipoReporte', 'SigOrigens', 'EditarUsuarios', 'EditarRoles'],
} as const;
