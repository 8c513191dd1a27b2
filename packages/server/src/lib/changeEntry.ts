import { parseJson } from './json';

/** A row of a change log (the admin audit, a catalogue's history) with its actor's account joined in. */
export interface ChangeRow<Action extends string = string> {
  id: string;
  at: string;
  action: Action;
  before: string | null;
  after: string | null;
  actor_id: string | null;
  email: string | null;
  display_name: string | null;
}

/** The entry a history page shows: who did it (null: the system, or an account since removed from the join) and the JSON before and after. */
export const changeEntry = <Action extends string>(r: ChangeRow<Action>) => ({
  id: r.id,
  at: r.at,
  actor: r.actor_id ? { id: r.actor_id, email: r.email ?? '', displayName: r.display_name ?? '' } : null,
  action: r.action,
  before: parseJson<unknown>(r.before, null),
  after: parseJson<unknown>(r.after, null),
});
