import { StaffPage } from '../staff/StaffPage';

/** Issue 27: this area's page is being built; until then the parcel's frame. */
export function ContactsPage(_: { filter: string }) {
  return <StaffPage />;
}
