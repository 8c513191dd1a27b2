import type { HabitanteSession } from './contract';

/*
 * The habitante sessions this tab holds, by habitante id. sessionStorage: it ends with the tab, and a
 * shared computer (a kiosk, a cybercafé) does not keep the person signed in for the next one. The server
 * decides what a session is worth; the browser only forgets expired ones.
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

export function saveSession(session: HabitanteSession): void {
  const all = read();
  all[session.habitante.id] = session;
  try {
    sessionStorage.setItem(KEY, JSON.stringify(all));
  } catch {
    // storage full or disabled: the session lasts this page only
    memory.set(session.habitante.id, session);
  }
}

const memory = new Map<string, HabitanteSession>();

/** The habitante's session if this tab holds one that has not expired (a minute's margin for the request). */
export function sessionFor(habitanteId: string, now = Date.now()): HabitanteSession | null {
  const s = read()[habitanteId] ?? memory.get(habitanteId);
  return s && Date.parse(s.expiresAt) - 60_000 > now ? s : null;
}

export function forgetSession(habitanteId: string): void {
  const all = read();
  delete all[habitanteId];
  memory.delete(habitanteId);
  try {
    sessionStorage.setItem(KEY, JSON.stringify(all));
  } catch {
    // nothing to forget then
  }
}
