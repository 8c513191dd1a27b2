import type { Kysely } from 'kysely';
import type { QuickItem, QuickNoteBody } from '@sig/shared/contract';
import type { Database } from '../../db/schema';
import { iso, type Clock } from '../../lib/clock';
import * as repo from './quickPanel.repository';
import { realtimeError } from './realtimeError';
import type { Session } from '../../core';

/** The quick panel: the cliente's upcoming events and the caller's own notes; a note is only ever its author's. */
export function quickPanelService(db: Kysely<Database>, clock: Clock) {
  async function ownNote(session: Session, id: string): Promise<QuickItem> {
    const note = await repo.findNote(db, session.clienteId, session.user.id, id);
    if (!note) throw realtimeError(404, 'quick.note_not_found', 'id');
    return note;
  }

  return {
    async panel(session: Session) {
      const [events, notes] = await Promise.all([repo.upcomingEvents(db, session.clienteId, clock()), repo.listNotes(db, session.clienteId, session.user.id)]);
      return { events, notes };
    },

    addNote: (session: Session, note: QuickNoteBody) => repo.insertNote(db, session.clienteId, session.user.id, note, iso(clock())),

    /** Each change answers with the note as it is now. */
    async updateNote(session: Session, id: string, note: QuickNoteBody): Promise<QuickItem> {
      await ownNote(session, id);
      await repo.updateNote(db, session.clienteId, session.user.id, id, note, iso(clock()));
      return ownNote(session, id);
    },

    async deleteNote(session: Session, id: string): Promise<QuickItem> {
      const note = await ownNote(session, id);
      await repo.deleteNote(db, session.clienteId, session.user.id, id);
      return note;
    },
  };
}
