import type { AuthList, Permission } from './permissions';

/** Route table: data only. Feeds root-config's activity functions, the server's history fallback and tests. */
export interface RouteDef {
  path: string;
  parcel: string;
  /** null: public; otherwise the auth list of spec 6 (always with the master permission `admin`). */
  auth: AuthList;
  /** Public routes show no navbar, toolbar, footer or side panels. */
  layout: 'public' | 'staff';
  /** Another site may show the page in an iframe (a public page made for that: the bot's web chat). */
  embeddable?: true;
}

export interface RedirectDef {
  from: string;
  to: string;
}

const gate = (...perms: Permission[]): AuthList => ['admin', ...perms];
const pub = (path: string, parcel: string, extra: Pick<RouteDef, 'embeddable'> = {}): RouteDef => ({ path, parcel, auth: null, layout: 'public', ...extra });
const staff = (path: string, parcel: string, auth: AuthList): RouteDef => ({ path, parcel, auth, layout: 'staff' });

export const PARCELS = {
  auth: '@sig/auth',
  citizen: '@sig/citizen',
  people: '@sig/people',
  // one parcel for the one domain: reportes and solicitudes share every page
  reports: '@sig/cases',
  requests: '@sig/cases',
  catalogs: '@sig/catalogs',
  midb: '@sig/midb',
  audit: '@sig/audit',
  bot: '@sig/bot',
  analytics: '@sig/analytics',
  admin: '@sig/admin',
  transparency: '@sig/transparency',
  logistics: '@sig/logistics',
  events: '@sig/events',
  bettaid: '@sig/bettaid',
  gps: '@sig/gps',
} as const;

/** Always-mounted shell parcels on staff routes (not in the table: they have no paths of their own). */
export const SHELL_PARCELS = [
  '@sig/navbar',
  '@sig/toolbar',
  '@sig/footer',
  '@sig/settings',
  '@sig/chat-panel',
  '@sig/notification-panel',
  '@sig/quick-panel',
] as const;

const P = PARCELS;

/** Order matters where patterns overlap: the first match wins, so specific paths come first. */
export const ROUTES: readonly RouteDef[] = [
  // 2.1 public: accounts
  pub('/home', P.auth),
  pub('/login', P.auth),
  pub('/404', P.auth),
  pub('/loading', P.auth),
  { path: '/logout', parcel: P.auth, auth: gate('Home'), layout: 'public' },
  pub('/recovery/mail', P.auth),
  pub('/recovery/:id/:client', P.auth),
  pub('/active/:id', P.auth),
  pub('/register', P.auth),
  // issue 19: an existing account accepts (or declines) joining another cliente
  pub('/invitacion/:id', P.auth),
  // 2.1 public: citizens, events, ID cards
  pub('/act/s/:cliente?', P.citizen),
  pub('/act/registro/:accion/:clients?/:curp?', P.citizen),
  pub('/act/port/:habitante/reporte/:tiporeporte', P.citizen),
  pub('/act/port/:cliente/:habitante', P.citizen),
  pub('/act/rep/:productId/:clienteId/:habitanteId/:tipoId', P.citizen),
  pub('/act/sol/:productId/:clienteId/:habitanteId/:tipoId', P.citizen),
  pub('/act/finish/:clienteId/:folio/:habitante/:folioid/:solicitud', P.citizen),
  // issue 9: the public follow page by folio (not in the spec's list)
  pub('/act/folio/:cliente/:folio?', P.citizen),
  pub('/act/seguir/:cliente', P.citizen),
  staff('/evento/checkin/:id', P.events, gate('EventoList', 'EventoEdit')),
  pub('/evento/:productId/:clienteId/:habitanteId/:tipoId', P.events),
  pub('/btid/:id', P.bettaid),
  pub('/ev/:id/:user/:tab?', P.events),
  // 2.3 citizens and persons
  staff('/sig/ciudadano/:id', P.people, gate('Home')),
  staff('/sig/persona/:id', P.people, gate('SigVerPersona')),
  staff('/sig/personaedit/:productId', P.people, gate('SigVerPersona', 'SigMidb')),
  staff('/sig/midbciudadano/:accion/:id?/:clients?', P.midb, gate('SigMidb')),
  // reports and requests
  staff('/sig/reportes', P.reports, gate('SigVerReporte')),
  staff('/sig/reporte/:orderId', P.reports, gate('SigVerReporte')),
  staff('/sig/rep/mapa', P.reports, gate('SigVerReporte')),
  staff('/sig/solicitudes', P.requests, gate('SigVerSolicitudes')),
  staff('/sig/solicitud/:orderId', P.requests, gate('SigVerSolicitudes')),
  // agencies, modules, configuration, zones, catalogues
  staff('/sig/dependencias', P.catalogs, gate('SigDependenciaEdit')),
  staff('/sig/dependencias/:productId/:productHandle?', P.catalogs, gate('SigDependenciaEdit')),
  staff('/sig/modulo/:productId/:productHandle?', P.catalogs, gate('SigDependenciaEdit')),
  staff('/sig/config/statusreportes', P.catalogs, gate('SigEstatusReporte')),
  staff('/sig/config/statussolicitudes', P.catalogs, gate('SigStatusSolicitudes')),
  staff('/sig/config/tiporeporte', P.catalogs, gate('SigEditarTipoReporte')),
  staff('/sig/config/tiposolicitud', P.catalogs, gate('SigEditarTipoSolicitud')),
  staff('/sig/config/operacionsincurp', P.catalogs, gate('SigOperacionSinCurp')),
  staff('/sig/zonas', P.catalogs, gate('SigZonas')),
  staff('/sig/catalogo/colonias', P.catalogs, gate('SigColonias')),
  staff('/sig/catalogo/colonias/:accion/:id?', P.catalogs, gate('SigColonias')),
  staff('/sig/catalogo/origens', P.catalogs, gate('SigOrigens')),
  staff('/sig/catalogo/origens/:accion/:id?', P.catalogs, gate('SigOrigens')),
  // citizen registry
  staff('/sig/midboff/:productId/:agregate?/:object?/:tipo?', P.midb, gate('SigMidb')),
  staff('/sig/midb', P.midb, gate('SigMidb')),
  staff('/sig/operarmidb/:agregate?/:object?/:tipo?', P.midb, gate('SigMidb')),
  staff('/sig/rp/:productId/:clienteId?', P.midb, gate('SigMidb')),
  staff('/sig/mapa/midb', P.midb, gate('SigMidb')),
  // audits
  staff('/sig/auditoria', P.audit, gate('SigAuditor')),
  staff('/sig/auditar/:orderId/:tipo', P.audit, gate('SigAuditor')),
  staff('/sig/auditoriav2/supervisor/sig/online', P.audit, gate('SigAuditoriaV2Supervisor')),
  staff('/sig/auditoriav2/list', P.audit, gate('SigAuditoriaV2', 'SigAuditoriaV2Supervisor')),
  staff('/sig/auditoriav2/:orderId/:idAuditWork', P.audit, gate('SigAuditoriaV2')),
  // bot
  staff('/sig/bot/contacts/:id', P.bot, gate('SigContactos')),
  staff('/sig/bot/chatcenter', P.bot, gate('SigChatCenter')),
  // analytics
  ...['dash', 'operacional', 'dependencia', 'zonas', 'gestionesmap', 'map'].map((p) =>
    staff(`/sig/analytics/${p}`, P.analytics, gate('DashboardAnalytics')),
  ),
  // administration
  staff('/config/users/:id', P.admin, gate('EditarUsuarios')),
  staff('/config/roles/:id', P.admin, gate('EditarRoles')),
  staff('/config/client/edit', P.admin, gate()),
  // the setup guide of a new cliente (issue 24)
  staff('/sig/configuracion', P.admin, gate()),
  // transparency
  // the inbox is where Transparencia staff find their requests; settings changes and reports are TransparenciaAdm's (the server decides)
  staff('/transparencia/adm/:tab?', P.transparency, gate('TransparenciaAdm', 'Transparencia')),
  staff('/transparencia/transp/:id', P.transparency, gate('TransparenciaAdm', 'Transparencia')),
  pub('/transparencia/externo/:tab?', P.transparency),
  pub('/transparencia/peticion/:id', P.transparency),
  // logistics
  staff('/logistica/usuarios', P.logistics, gate('LogisticaUsers')),
  staff('/logistica/lista', P.logistics, gate('LogisticaLista', 'LogisticaEditar')),
  staff('/logistica/envio/:id', P.logistics, gate('LogisticaEditar', 'LogisticaLista')),
  staff('/logistica/analytics', P.logistics, gate('LogisticaUsers', 'LogisticaLista')),
  // events
  staff('/eventos/list', P.events, gate('EventoList', 'EventoEdit')),
  staff('/eventos/edit/:id', P.events, gate('EventoEdit')),
  // citizen ID cards
  staff('/bettaid/editar/:id', P.bettaid, gate('BettaIdEdit')),
  staff('/bettaid/rg/:id/:user/:tab?', P.bettaid, gate('BettaIdEdit')),
  staff('/bettaid/list', P.bettaid, gate('BettaIdEdit')),
  staff('/bettaid/edit/:id', P.bettaid, gate('BettaIdEdit')),
  pub('/bettaid/:productId/:clienteId/:habitanteId/:tipoId', P.bettaid),
  // ungated in the spec, but the bot's flow and channels are the master admin's (issue 27; the server asks for admin too)
  staff('/bot/config', P.bot, gate()),
  // ungated in the spec: any signed-in staff user; the web chat is for citizens
  staff('/gps/prueba', P.gps, gate('Home')),
  staff('/gps/config', P.gps, gate('Home')),
  // municipal sites put the chat in an iframe (issue 27): the server lets any site frame this page alone
  pub('/apps/:appid/bot/:botid/chat', P.bot, { embeddable: true }),
];

export const REDIRECTS: readonly RedirectDef[] = [
  { from: '/', to: '/home' },
  // the installed app's start_url (root-config/src/pwa/manifest.json)
  { from: '/sig', to: '/home' },
  { from: '/sig/bot/contacts', to: '/sig/bot/contacts/all' },
  { from: '/config/users', to: '/config/users/all' },
  { from: '/config/roles', to: '/config/roles/all' },
];

export const NOT_FOUND_PATH = '/404';
export const LOGIN_PATH = '/login';
export const HOME_PATH = '/home';
/** Where a signed-in user lands after login when no URL was remembered. */
export const PORTAL_START_PATH = '/home';

export type RouteParams = Record<string, string | undefined>;

/** Matches `/a/:b/:c?` patterns; optional params may only be trailing. */
export function matchPath(pattern: string, pathname: string): RouteParams | null {
  const pat = pattern.split('/').filter(Boolean);
  const segs = pathname.replace(/\/+$/, '').split('/').filter(Boolean);
  const required = pat.filter((s) => !s.endsWith('?')).length;
  if (segs.length < required || segs.length > pat.length) return null;
  const params: RouteParams = {};
  for (let i = 0; i < pat.length; i++) {
    const p = pat[i];
    const s = segs[i];
    if (p.startsWith(':')) {
      const name = p.slice(1).replace(/\?$/, '');
      if (s === undefined) {
        if (!p.endsWith('?')) return null;
        params[name] = undefined;
      } else {
        params[name] = safeDecode(s);
      }
    } else if (p !== s) {
      return null;
    }
  }
  return params;
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

export function matchRoute(pathname: string, routes: readonly RouteDef[] = ROUTES): { route: RouteDef; params: RouteParams } | null {
  for (const route of routes) {
    const params = matchPath(route.path, pathname);
    if (params) return { route, params };
  }
  return null;
}

/** Whether another site may frame the page at `pathname` (its route is `embeddable`). */
export const isEmbeddablePage = (pathname: string): boolean => matchRoute(pathname)?.route.embeddable === true;

export function redirectFor(pathname: string): string | null {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return REDIRECTS.find((r) => r.from === clean)?.to ?? null;
}

export function parcelsOf(routes: readonly RouteDef[] = ROUTES): string[] {
  return [...new Set(routes.map((r) => r.parcel))];
}
