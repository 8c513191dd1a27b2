import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { sortableId } from './sortableId';

/*
 * Where a message goes when there is no provider to send it (no SMTP for mail, no SMS gateway): a file
 * in <data>/outbox/ and a row of the outbox table, so a fresh machine can still use its links and the
 * tests read the messages back.
 */

export const outboxDir = (dataDir: string): string => path.join(dataDir, 'outbox');

export interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
}

/** Keeps the message: `file` is what the file holds, `ext` its ending (eml, sms.txt). */
export async function keepInOutbox(db: Kysely<Database>, dataDir: string, now: Date, msg: OutboxMessage, file: { ext: string; content: string | Buffer }): Promise<void> {
  // sortable: messages kept within one instant still read back in the order they were sent
  const id = sortableId();
  const dir = outboxDir(dataDir);
  await mkdir(dir, { recursive: true });
  const stamp = now.toISOString().replace(/[:.]/g, '-');
  await writeFile(path.join(dir, `${stamp}-${id.slice(-12)}.${file.ext}`), file.content, { mode: 0o600 });
  await db.insertInto('outbox').values({ id, to: msg.to, subject: msg.subject, text: msg.text, created_at: now.toISOString() }).execute();
}
