import { type ParcelPage, ParcelRouter } from '@sig/shared/staff-ui';
import type { Params } from 'react-router-dom';

import { catalogsApi } from './catalogsApi';
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
const isNew = (p: Params) => ['nuevo', 'nueva', 'new', 'add', 'agregar'].includes((p.accion ?? '').toLowerCase());
const editId = (p: Params) => (['editar', 'edit', 'modificar'].includes((p.accion ?? '').toLowerCase()) && p.id ? p.id : undefined);

/** This parcel's paths (shared/src/routes.ts sends them here), matched case-sensitively as root-config does. */
const PAGES: readonly ParcelPage[] = [
  ['/sig/dependencias', () => <DependenciasPage />],
  ['/sig/dependencias/:productId/:productHandle?', (p) => <DependenciaPage id={p.productId ?? ''} />],
  ['/sig/modulo/:productId/:productHandle?', (p) => <ModuloPage id={p.productId ?? ''} />],
  ['/sig/config/statusreportes', () => <EstatusPage catalog="estatusreporte" />],
  ['/sig/config/statussolicitudes', () => <EstatusPage catalog="estatussolicitud" />],
  ['/sig/config/tiporeporte', () => <TiposPage catalog="tiposreporte" />],
  ['/sig/config/tiposolicitud', () => <TiposPage catalog="tipossolicitud" />],
  ['/sig/config/operacionsincurp', () => <OperacionSinCurpPage />],
  ['/sig/zonas', () => <ZonasPage />],
  ['/sig/catalogo/colonias', () => <ColoniasPage />],
  ['/sig/catalogo/colonias/:accion/:id?', (p) => <ColoniasPage startCreating={isNew(p)} editId={editId(p)} />],
  ['/sig/catalogo/origens', () => <OrigenesPage />],
  ['/sig/catalogo/origens/:accion/:id?', (p) => <OrigenesPage startCreating={isNew(p)} editId={editId(p)} />],
];

/** The parcel: its own store and router (staff-ui's ParcelRouter). */
export function App() {
  return <ParcelRouter api={catalogsApi} pages={PAGES} />;
}
