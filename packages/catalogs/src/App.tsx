import { useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter, Route, Routes, useLocation, useParams, type Params } from 'react-router-dom';

import { ColoniasPage } from './pages/ColoniasPage';
import { DependenciaPage } from './pages/DependenciaPage';
import { DependenciasPage } from './pages/DependenciasPage';
import { EstatusPage } from './pages/EstatusPage';
import { ModuloPage } from './pages/ModuloPage';
import { OperacionSinCurpPage } from './pages/OperacionSinCurpPage';
import { OrigenesPage } from './pages/OrigenesPage';
import { TiposPage } from './pages/TiposPage';
import { ZonasPage } from './pages/ZonasPage';
import { makeStore } from './store';

// The legacy form addresses (…/nuevo, …/editar/:id) land on the list with the matching dialog open.
const isNew = (p: Params) => ['nuevo', 'nueva', 'new', 'add', 'agregar'].includes((p.accion ?? '').toLowerCase());
const editId = (p: Params) => (['editar', 'edit', 'modificar'].includes((p.accion ?? '').toLowerCase()) && p.id ? p.id : undefined);

/** One page, keyed by pathname: another id starts its page afresh, a new query keeps it. */
function PathPage({ render }: { render: (params: Params) => ReactNode }) {
  const params = useParams();
  const { pathname } = useLocation();
  return (
    <div key={pathname} style={{ height: '100%' }}>
      {render(params)}
    </div>
  );
}

/** This parcel's paths (shared/src/routes.ts sends them here), matched case-sensitively as root-config does. */
const PAGES: [path: string, render: (params: Params) => ReactNode][] = [
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

/**
 * The parcel: its own store and its own router. BrowserRouter follows the address through popstate, which
 * single-spa fires for every pushState (the portal's `navigate`), so links between parcels and back/forward
 * reach it; another path renders nothing (root-config is about to unmount the parcel).
 */
export function App() {
  const [store] = useState(makeStore);
  return (
    <Provider store={store}>
      <BrowserRouter>
        <Routes>
          {PAGES.map(([path, render]) => (
            <Route key={path} path={path} caseSensitive element={<PathPage render={render} />} />
          ))}
          <Route path="*" element={null} />
        </Routes>
      </BrowserRouter>
    </Provider>
  );
}
