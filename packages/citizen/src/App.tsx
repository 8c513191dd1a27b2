import { matchPath, useLocationPath, type RouteParams } from '@sig/shared';
import type { ReactNode } from 'react';

import { DirectReportePage } from './features/filing/DirectReportePage';
import { FilingPage } from './features/filing/FilingPage';
import { FinishPage } from './features/finish/FinishPage';
import { FollowLinkPage } from './features/follow/FollowLinkPage';
import { FollowPage } from './features/follow/FollowPage';
import { PortalPage } from './features/portal/PortalPage';
import { RegistroPage } from './features/registro/RegistroPage';
import { StartPage } from './features/start/StartPage';

const p = (params: RouteParams, name: string) => params[name] ?? '';

/** This parcel's paths (the shared route table sends /act/* here); the first match wins, as in the table. */
const PAGES: { path: string; render: (params: RouteParams) => ReactNode }[] = [
  { path: '/act/s/:cliente?', render: (x) => <StartPage cliente={x.cliente} /> },
  { path: '/act/registro/:accion/:clients?/:curp?', render: (x) => <RegistroPage accion={x.accion === 'nuevo' ? 'nuevo' : 'buscar'} cliente={x.clients} curp={x.curp} /> },
  { path: '/act/port/:habitante/reporte/:tiporeporte', render: (x) => <DirectReportePage habitante={p(x, 'habitante')} tipoId={p(x, 'tiporeporte')} /> },
  { path: '/act/port/:cliente/:habitante', render: (x) => <PortalPage cliente={p(x, 'cliente')} habitante={p(x, 'habitante')} /> },
  { path: '/act/rep/:productId/:clienteId/:habitanteId/:tipoId', render: (x) => <FilingPage kind="reporte" cliente={p(x, 'clienteId')} habitante={p(x, 'habitanteId')} tipoId={p(x, 'tipoId')} /> },
  { path: '/act/sol/:productId/:clienteId/:habitanteId/:tipoId', render: (x) => <FilingPage kind="solicitud" cliente={p(x, 'clienteId')} habitante={p(x, 'habitanteId')} tipoId={p(x, 'tipoId')} /> },
  {
    path: '/act/finish/:clienteId/:folio/:habitante/:folioid/:solicitud',
    render: (x) => <FinishPage cliente={p(x, 'clienteId')} folio={p(x, 'folio')} habitante={p(x, 'habitante')} kind={x.solicitud === 'solicitud' ? 'solicitud' : 'reporte'} />,
  },
  { path: '/act/folio/:cliente/:folio?', render: (x) => <FollowPage cliente={p(x, 'cliente')} folio={x.folio} /> },
  { path: '/act/seguir/:cliente', render: (x) => <FollowLinkPage cliente={p(x, 'cliente')} /> },
];

/** Picks the page by path. Another path renders nothing: root-config is about to unmount this parcel. */
export function App() {
  const pathname = useLocationPath();
  for (const page of PAGES) {
    const params = matchPath(page.path, pathname);
    if (!params) continue;
    // keyed by path, so a new link (another folio, another tipo) starts its page afresh
    return <div key={pathname}>{page.render(params)}</div>;
  }
  return null;
}
