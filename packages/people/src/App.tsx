import { type ParcelPage, ParcelRouter } from '@sig/shared/staff-ui';

import { CiudadanoPage } from './ciudadano/CiudadanoPage';
import { peopleApi } from './peopleApi';
import { PersonaEditPage } from './persona/PersonaEditPage';
import { PersonaPage } from './persona/PersonaPage';

/** This parcel's paths (shared/src/routes.ts sends them here), matched case-sensitively as root-config does. */
const PAGES: readonly ParcelPage[] = [
  ['/sig/ciudadano/:id', (p) => <CiudadanoPage id={p.id ?? ''} />],
  ['/sig/persona/:id', (p) => <PersonaPage id={p.id ?? ''} />],
  // the route table names the habitante id `productId`, as the spec's path does
  ['/sig/personaedit/:productId', (p) => <PersonaEditPage id={p.productId ?? ''} />],
];

/** The parcel: its own store and router (staff-ui's ParcelRouter). */
export function App() {
  return <ParcelRouter api={peopleApi} pages={PAGES} />;
}
