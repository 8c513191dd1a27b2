import type { RouteParams } from '@sig/shared';
import { PathPages, type PathPage } from '@sig/shared/staff-ui';

import { ColoniasPage } from './pages/ColoniasPage';
import { DependenciaPage } from './pages/DependenciaPage';
import { DependenciasPage } from './pages/DependenciasPage';
import { EstatusPage } from './pages/EstatusPage';
import { ModuloPage } from './pages/ModuloPage';
import { OperacionSinCurpPage } from './pages/OperacionSinCurpPage';
import { OrigenesPage } from './pages/OrigenesPage';
import { TiposPage } from './pages/TiposPage';
import { ZonasPage } from './pages/ZonasPage';

// The legacy form addresses (…/nuevo, …/editar/:id) land on the list with the matching dialog open.
const isNew = (p: RouteParams) => ['nuevo', 'nueva', 'new', 'add', 'agregar'].includes((p.accion ?? '').toLowerCase());
const editId = (p: RouteParams) => (['editar', 'edit', 'modificar'].includes((p.accion ?? '').toLowerCase()) && p.id ? p.id : undefined);

/** This parcel's paths (shared/src/routes.ts sends them here); the first match wins. */
const PAGES: PathPage[] = [
  { path: '/sig/dependencias', render: () => <DependenciasPage /> },
  { path: '/sig/dependencias/:productId/:productHandle?', render: (p) => <DependenciaPage id={p.productId ?? ''} /> },
  { path: '/sig/modulo/:productId/:productHandle?', render: (p) => <ModuloPage id={p.productId ?? ''} /> },
  { path: '/sig/config/statusreportes', render: () => <EstatusPage catalog="estatusreporte" /> },
  { path: '/sig/config/statussolicitudes', render: () => <EstatusPage catalog="estatussolicitud" /> },
  { path: '/sig/config/tiporeporte', render: () => <TiposPage catalog="tiposreporte" /> },
  { path: '/sig/config/tiposolicitud', render: () => <TiposPage catalog="tipossolicitud" /> },
  { path: '/sig/config/operacionsincurp', render: () => <OperacionSinCurpPage /> },
  { path: '/sig/zonas', render: () => <ZonasPage /> },
  { path: '/sig/catalogo/colonias', render: () => <ColoniasPage /> },
  { path: '/sig/catalogo/colonias/:accion/:id?', render: (p) => <ColoniasPage startCreating={isNew(p)} editId={editId(p)} /> },
  { path: '/sig/catalogo/origens', render: () => <OrigenesPage /> },
  { path: '/sig/catalogo/origens/:accion/:id?', render: (p) => <OrigenesPage startCreating={isNew(p)} editId={editId(p)} /> },
];

/** Renders the page of the current path. */
export const App = () => <PathPages pages={PAGES} />;
