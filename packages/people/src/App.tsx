import { PathPages, type PathPage } from '@sig/shared/staff-ui';

import { CiudadanoPage } from './ciudadano/CiudadanoPage';
import { PersonaEditPage } from './persona/PersonaEditPage';
import { PersonaPage } from './persona/PersonaPage';

/** This parcel's paths (shared/src/routes.ts sends them here); the first match wins. */
const PAGES: PathPage[] = [
  { path: '/sig/ciudadano/:id', render: (p) => <CiudadanoPage id={p.id ?? ''} /> },
  { path: '/sig/persona/:id', render: (p) => <PersonaPage id={p.id ?? ''} /> },
  // the route table names the habitante id `productId`, as the spec's path does
  { path: '/sig/personaedit/:productId', render: (p) => <PersonaEditPage id={p.productId ?? ''} /> },
];

/** Renders the page of the current path. */
export const App = () => <PathPages pages={PAGES} />;
