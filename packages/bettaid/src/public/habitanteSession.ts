import type { HabitanteSession } from '@sig/shared';

/*
 * The habitante sessions this tab holds, by habitante id: the same sessionStorage entry the citizen pages keep
 * (packages/citizen/src/lib/habitanteSession.ts), so a person who proved who they are there is not asked again
 * here. sessionStorage: it ends with the tab, and a shared phone does not keep the person signed in.
 */
const KEY = 'sig.citizen.sessions';

type Stored = Record<string, HabitanteSession>;

function read(): Stored {
  try {
    return (JSON.parse(sessionStorage.getItem(KEY) ?? '{}') as Stored) ?? {};
  } catch {
    return {};
  }
}

function write(all: Stored): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(all));
  } catch {
    // storage full or disabled: the session lasts this page only (the caller keeps it in its state)
  }
}

export const saveSession = (session: HabitanteSession): void => write({ ...read(), [session.habitante.id]: session });

/** The habitante's session if this tab holds one that has not expired (a minute's margin for the request). */
export function sessionFor(habitanteId: string, now = Date.now()): HabitanteSession | null {
  const s = read()[habitanteId];
  return s && Date.parse(s.expiresAt) - 60_000 > now ? s : null;
}

export function forgetSession(habitanteId: string): void {
  const all = read();
  delete all[habitanteId];
  write(all);
}
