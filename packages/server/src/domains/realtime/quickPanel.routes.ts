import type { FastifyInstance } from 'fastify';
import { IdParams, QuickItem, QuickNoteBody, QuickPanelResponse, REALTIME_PATHS } from '@sig/shared/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { iso } from '../../lib/clock';
import type { ZodTypeProvider } from '../../plugins/zod';
import * as repo from './quickPanel.repository';
import { realtimeError } from './realtimeError';

/** The quick panel: the cliente's upcoming events and the caller's own notes (each change answers with the note). */
export async function quickPanelRoutes(app: FastifyInstance, db: Kysely<Database>): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const auth = app.access.signedIn();

  r.get(REALTIME_PATHS.quickPanel, { schema: { response: { 200: QuickPanelResponse } }, preHandler: auth }, async (req) => {
    const { clienteId, user } = req.session!;
    const [events, notes] = await Promise.all([repo.upcomingEvents(db, clienteId, app.clock()), repo.listNotes(db, clienteId, user.id)]);
    return { events, notes };
  });

  r.post(REALTIME_PATHS.quickNotes, { schema: { body: QuickNoteBody, response: { 200: QuickItem } }, preHandler: auth }, async (req) =>
    repo.insertNote(db, req.session!.clienteId, req.session!.user.id, req.body, iso(app.clock())),
  );

  async function ownNote(clienteId: string, userId: string, id: string): Promise<QuickItem> {
    const note = await repo.findNote(db, clienteId, userId, id);
    if (!note) throw realtimeError(404, 'quick.note_not_found', 'id');
    return note;
  }

  r.patch(REALTIME_PATHS.quickNote, { schema: { params: IdParams, body: QuickNoteBody, response: { 200: QuickItem } }, preHandler: auth }, async (req) => {
    const { clienteId, user } = req.session!;
    await ownNote(clienteId, user.id, req.params.id);
    await repo.updateNote(db, clienteId, user.id, req.params.id, req.body, iso(app.clock()));
    return ownNote(clienteId, user.id, req.params.id);
  });

  r.delete(REALTIME_PATHS.quickNote, { schema: { params: IdParams, response: { 200: QuickItem } }, preHandler: auth }, async (req) => {
    const { clienteId, user } = req.session!;
    const note = await ownNote(clienteId, user.id, req.params.id);
    await repo.deleteNote(db, clienteId, user.id, req.params.id);
    return note;
  });
}
