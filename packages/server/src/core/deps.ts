import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Clock } from '../lib/clock';
import type { Mailer } from '../lib/mailer';
import type { Passwords } from './passwords';
import type { Tokens } from './tokens';

/** What the identity functions (accounts, sessions, sign-in) need; the app, the CLI and the seed each assemble one. */
export interface AuthDeps {
  db: Kysely<Database>;
  clock: Clock;
  passwords: Passwords;
  tokens: Tokens;
  mailer: Mailer;
  publicUrl: string;
}
