import type { FastifyInstance } from 'fastify';
import { IdParams, QuickItem, QuickNoteBody, QuickPanelResponse, REALTIME_PATHS } from '@sig/shared/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { ZodTypeProvider } from '../../plugins/zod';
import { quickPanelService } from './quickPanel.service';

/** The quick panel over HTTP: the cliente's upcoming events and the caller's own notes (quickPanel.service). */
export async function quickPanelRoutes(app: FastifyInstance, db: Kysely<Database>): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const panel = quickPanelService(db, app.clock);
  const auth = app.access.signedIn();

  r.get(REALTIME_PATHS.quickPanel, { schema: { response: { 200: QuickPanelResponse } }, preHandler: auth }, async (req) => panel.panel(req.session!));

  r.post(REALTIME_PATHS.quickNotes, { schema: { body: QuickNoteBody, response: { 200: QuickItem } }, preHandler: auth }, async (req) => panel.addNote(req.session!, req.body));

  r.patch(REALTIME_PATHS.quickNote, { schema: { params: IdParams, body: QuickNoteBody, response: { 200: QuickItem } }, preHandler: auth }, async (req) =>
    panel.updateNote(req.session!, req.params.id, req.body),
  );

  r.delete(REALTIME_PATHS.quickNote, { schema: { params: IdParams, response: { 200: QuickItem } }, preHandler: auth }, async (req) => panel.deleteNote(req.session!, req.params.id));
}
