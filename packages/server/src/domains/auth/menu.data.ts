import type { MenuItem } from '@sig/shared/contract';
import { matchRoute } from '@sig/shared/routes';

/*
 * The navigation seeded into menu_items on first start. Items with a url take their auth list from the
 * route table, so the menu can never offer a page the route guard would refuse (and a url the table does
 * not know fails here, at load time, not in a user's browser); syncMenuGates keeps stored entries in step
 * with the table at every start.
 */

/** 'core' and 'admin' entries show for every cliente; the others only when the cliente has that product. */
export type MenuProduct = 'core' | 'admin' | 'sig' | 'midb' | 'bettaid' | 'eventos' | 'logistica' | 'transparencia' | 'bot' | 'gps';
export const ALWAYS_ON_PRODUCTS: readonly string[] = ['core', 'admin'];

export interface MenuSeed extends Omit<MenuItem, 'children'> {
  product: MenuProduct;
  children?: MenuSeed[];
}

type Labels = MenuItem['labels'];
const L = (es: string, en: string, tr: string, ar: string): Labels => ({ es, en, tr, ar });

/** The auth list of the route a url opens, as the menu stores it; undefined when the route table does not know the url. */
export function routeGate(url: string): string[] | null | undefined {
  const match = matchRoute(url);
  return match && (match.route.auth ? [...match.route.auth] : null);
}

function item(id: string, url: string, icon: string, labels: Labels): Omit<MenuSeed, 'product'> {
  const auth = routeGate(url);
  if (auth === undefined) throw new Error(`El menú apunta a ${url}, que no está en la tabla de rutas`);
  return { id, title: labels.es, translate: `menu.${id}`, type: 'item', url, icon, auth, labels };
}

function container(type: 'group' | 'collapse', id: string, icon: string, labels: Labels, children: Omit<MenuSeed, 'product'>[]): Omit<MenuSeed, 'product'> {
  return { id, title: labels.es, translate: `menu.${id}`, type, icon, auth: null, labels, children: children as MenuSeed[] };
}

const group = (product: MenuProduct, id: string, icon: string, labels: Labels, children: Omit<MenuSeed, 'product'>[]): MenuSeed =>
  withProduct(product, container('group', id, icon, labels, children));

function withProduct(product: MenuProduct, node: Omit<MenuSeed, 'product'>): MenuSeed {
  return { ...node, product, children: node.children?.map((c) => withProduct(product, c)) };
}

export const MENU_SEED: MenuSeed[] = [
  group('sig', 'sig', 'Apps', L('Gestión ciudadana', 'Citizen services', 'Vatandaş hizmetleri', 'خدمات المواطنين'), [
    item('sig.reportes', '/sig/reportes', 'DocumentBulletList', L('Reportes', 'Reports', 'Raporlar', 'البلاغات')),
    item('sig.solicitudes', '/sig/solicitudes', 'ClipboardTask', L('Solicitudes', 'Requests', 'Talepler', 'الطلبات')),
    item('sig.mapa', '/sig/rep/mapa', 'Map', L('Mapa de reportes', 'Report map', 'Rapor haritası', 'خريطة البلاغات')),
    item('sig.dependencias', '/sig/dependencias', 'Building', L('Dependencias', 'Agencies', 'Kurumlar', 'الجهات الحكومية')),
    container('collapse', 'sig.catalogos', 'Library', L('Catálogos', 'Catalogues', 'Kataloglar', 'الفهارس'), [
      item('sig.catalogos.tiporeporte', '/sig/config/tiporeporte', 'TagMultiple', L('Tipos de reporte', 'Report types', 'Rapor türleri', 'أنواع البلاغات')),
      item('sig.catalogos.tiposolicitud', '/sig/config/tiposolicitud', 'TagMultiple', L('Tipos de solicitud', 'Request types', 'Talep türleri', 'أنواع الطلبات')),
      item('sig.catalogos.statusreportes', '/sig/config/statusreportes', 'Flow', L('Estatus de reporte', 'Report statuses', 'Rapor durumları', 'حالات البلاغات')),
      item('sig.catalogos.statussolicitudes', '/sig/config/statussolicitudes', 'Flow', L('Estatus de solicitud', 'Request statuses', 'Talep durumları', 'حالات الطلبات')),
      item('sig.catalogos.colonias', '/sig/catalogo/colonias', 'Home', L('Colonias', 'Neighbourhoods', 'Mahalleler', 'الأحياء')),
      item('sig.catalogos.origens', '/sig/catalogo/origens', 'Channel', L('Orígenes', 'Sources', 'Kaynaklar', 'المصادر')),
      item('sig.catalogos.zonas', '/sig/zonas', 'Globe', L('Zonas', 'Zones', 'Bölgeler', 'المناطق')),
    ]),
    item('sig.auditoria', '/sig/auditoria', 'ShieldCheckmark', L('Auditoría', 'Audit', 'Denetim', 'التدقيق')),
    item('sig.analytics', '/sig/analytics/dash', 'DataArea', L('Analítica', 'Analytics', 'Analitik', 'التحليلات')),
  ]),
  group('midb', 'midb', 'People', L('Padrón ciudadano', 'Citizen registry', 'Vatandaş kaydı', 'سجل المواطنين'), [
    item('midb.padron', '/sig/midb', 'PeopleList', L('Padrón', 'Registry', 'Kayıt defteri', 'السجل')),
    item('midb.mapa', '/sig/mapa/midb', 'MapPin', L('Mapa del padrón', 'Registry map', 'Kayıt haritası', 'خريطة السجل')),
  ]),
  group('transparencia', 'transparencia', 'Eye', L('Transparencia', 'Transparency', 'Şeffaflık', 'الشفافية'), [
    item('transparencia.adm', '/transparencia/adm', 'DocumentSearch', L('Solicitudes de información', 'Information requests', 'Bilgi edinme talepleri', 'طلبات الحصول على المعلومات')),
  ]),
  group('logistica', 'logistica', 'VehicleTruck', L('Logística', 'Logistics', 'Lojistik', 'الخدمات اللوجستية'), [
    item('logistica.lista', '/logistica/lista', 'BoxMultiple', L('Entregas', 'Deliveries', 'Teslimatlar', 'عمليات التسليم')),
    item('logistica.usuarios', '/logistica/usuarios', 'PeopleTeam', L('Personal de entregas', 'Delivery staff', 'Teslimat personeli', 'موظفو التسليم')),
    item('logistica.analytics', '/logistica/analytics', 'ChartMultiple', L('Analítica de entregas', 'Delivery analytics', 'Teslimat analitiği', 'تحليلات التسليم')),
  ]),
  group('eventos', 'eventos', 'CalendarLtr', L('Eventos', 'Events', 'Etkinlikler', 'الفعاليات'), [
    item('eventos.list', '/eventos/list', 'CalendarLtr', L('Lista de eventos', 'Event list', 'Etkinlik listesi', 'قائمة الفعاليات')),
  ]),
  group('bettaid', 'bettaid', 'ContactCard', L('Credenciales', 'ID cards', 'Kimlik kartları', 'بطاقات الهوية'), [
    item('bettaid.list', '/bettaid/list', 'ContactCard', L('Credenciales emitidas', 'Issued ID cards', 'Verilen kimlik kartları', 'بطاقات الهوية الصادرة')),
  ]),
  group('bot', 'bot', 'Bot', L('Bot de atención', 'Service bot', 'Hizmet botu', 'روبوت الخدمة'), [
    item('bot.contacts', '/sig/bot/contacts/all', 'PersonChat', L('Contactos', 'Contacts', 'Kişiler', 'جهات الاتصال')),
    item('bot.chatcenter', '/sig/bot/chatcenter', 'ChatMultiple', L('Centro de chat', 'Chat centre', 'Sohbet merkezi', 'مركز المحادثات')),
    item('bot.config', '/bot/config', 'Settings', L('Configuración del bot', 'Bot settings', 'Bot ayarları', 'إعدادات الروبوت')),
  ]),
  group('gps', 'gps', 'Location', L('GPS', 'GPS', 'GPS', 'نظام تحديد المواقع'), [
    item('gps.config', '/gps/config', 'Phone', L('Dispositivos', 'Devices', 'Cihazlar', 'الأجهزة')),
    item('gps.prueba', '/gps/prueba', 'LocationLive', L('Prueba de GPS', 'GPS test', 'GPS testi', 'اختبار نظام تحديد المواقع')),
  ]),
  withProduct('core', { id: 'divider.admin', title: '', translate: 'menu.divider', type: 'divider', auth: null, labels: L('', '', '', '') }),
  group('admin', 'admin', 'Settings', L('Administración', 'Administration', 'Yönetim', 'الإدارة'), [
    item('admin.users', '/config/users/all', 'People', L('Usuarios', 'Users', 'Kullanıcılar', 'المستخدمون')),
    item('admin.roles', '/config/roles/all', 'PersonKey', L('Roles', 'Roles', 'Roller', 'الأدوار')),
    item('admin.cliente', '/config/client/edit', 'BuildingGovernment', L('Cliente', 'Client settings', 'Müşteri ayarları', 'إعدادات العميل')),
    item('admin.setup', '/sig/configuracion', 'ClipboardTask', L('Guía de configuración', 'Setup guide', 'Kurulum rehberi', 'دليل الإعداد')),
  ]),
];
