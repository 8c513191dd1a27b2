import type { ClienteRow, UserRow } from '../db/schema';
import { HttpError } from '../lib/httpError';
import { iso } from '../lib/clock';
import { recordAccountEvent } from './adminAudit';
import * as repo from './identity.repository';
import type { AuthDeps } from './deps';
import { checkPasswordPolicy } from './passwords';
import { DEFAULT_ROLES } from './roles.defaults';
import { createTicket } from './tickets';

type Db = AuthDeps['db'];

/** A cliente with its default roles, in one transaction's worth of statements. */
export async function createClienteWithRoles(db: Db, input: repo.ClienteInput, now: string): Promise<{ cliente: ClienteRow; roles: Record<string, string> }> {
  const cliente = await repo.insertCliente(db, input, now);
  const roles: Record<string, string> = {};
  for (const [nombre, perms] of Object.entries(DEFAULT_ROLES)) roles[nombre] = await repo.insertRole(db, cliente.id, nombre, perms);
  return { cliente, roles };
}

async function requireCliente(db: Db, slug: string): Promise<ClienteRow> {
  const cliente = await repo.findClienteBySlug(db, slug);
  if (!cliente) throw new HttpError(404, 'cliente.not_found', `No existe el cliente «${slug}».`, { field: 'cliente' });
  return cliente;
}

async function requireRole(db: Db, clienteId: string, roleName: string) {
  const role = await repo.findRoleByName(db, clienteId, roleName);
  if (!role) throw new HttpError(404, 'role.not_found', `No existe el rol «${roleName}» en este cliente.`, { field: 'role' });
  return role;
}

async function requireFreeEmail(db: Db, email: string): Promise<void> {
  if (await repo.findUserByEmail(db, email)) {
    throw new HttpError(409, 'user.email_taken', 'El correo ya está registrado.', { field: 'email' });
  }
}

export interface NewActiveUser {
  email: string;
  password: string;
  displayName?: string;
  clienteSlug: string;
  roleName: string;
  owner?: boolean;
  actorId?: string | null;
}

/** An active user with a password, member of a cliente with one role (CLI, seed). */
export async function createActiveUser(deps: AuthDeps, input: NewActiveUser): Promise<UserRow> {
  checkPasswordPolicy(input.password);
  const email = input.email.trim().toLowerCase();
  const passwordHash = await deps.passwords.hash(input.password);
  return deps.db.transaction().execute(async (trx) => {
    const now = iso(deps.clock());
    const cliente = await requireCliente(trx, input.clienteSlug);
    const role = await requireRole(trx, cliente.id, input.roleName);
    await requireFreeEmail(trx, email);
    const user = await repo.insertUser(trx, { email, displayName: input.displayName || email.split('@')[0], status: 'active', passwordHash }, now);
    await repo.addMembership(trx, cliente.id, user.id, input.owner ?? false);
    await repo.assignRole(trx, cliente.id, user.id, role.id);
    await recordAccountEvent({ db: trx, clienteId: cliente.id, actorId: input.actorId ?? null, now }, user.id, { action: 'user.create', before: null, after: { email, role: role.nombre } });
    return user;
  });
}

export interface Invitation {
  email: string;
  displayName?: string;
  clienteSlug: string;
  roleName: string;
  actorId?: string | null;
}

/**
 * A pending user (no password) plus an activation ticket valid 7 days, mailed as PUBLIC_URL/active/<id>.
 * Used by the CLI now and by the users admin page later.
 */
export async function createPendingUser(deps: AuthDeps, input: Invitation): Promise<{ user: UserRow; ticketId: string; link: string }> {
  const email = input.email.trim().toLowerCase();
  const { user, cliente, ticketId } = await deps.db.transaction().execute(async (trx) => {
    const now = deps.clock();
    const cliente = await requireCliente(trx, input.clienteSlug);
    const role = await requireRole(trx, cliente.id, input.roleName);
    await requireFreeEmail(trx, email);
    const user = await repo.insertUser(trx, { email, displayName: input.displayName || email.split('@')[0], status: 'pending', passwordHash: null }, iso(now));
    await repo.addMembership(trx, cliente.id, user.id, false);
    await repo.assignRole(trx, cliente.id, user.id, role.id);
    const ticket = await createTicket(trx, 'activation', user.id, cliente.id, now);
    await recordAccountEvent({ db: trx, clienteId: cliente.id, actorId: input.actorId ?? null, now: iso(now) }, user.id, { action: 'user.invite', before: null, after: { email, role: role.nombre } });
    return { user, cliente, ticketId: ticket.id };
  });
  const link = await sendActivationMail(deps, user, cliente, ticketId);
  return { user, ticketId, link };
}

export async function sendActivationMail(deps: AuthDeps, user: UserRow, cliente: ClienteRow, ticketId: string): Promise<string> {
  return mailActivationLink(deps, user, ticketId, {
    subject: 'Activa tu cuenta de SIG',
    why: `Te invitaron a usar SIG en ${cliente.nombre}. Para activar tu cuenta y elegir tu contraseña`,
    ignore: 'Si no esperabas esta invitación, ignora este mensaje.',
  });
}

/** The /active/<id> link (7 days, single use) with the words of the occasion: an invitation or a registration. */
export async function mailActivationLink(deps: AuthDeps, user: UserRow, ticketId: string, words: { subject: string; why: string; ignore: string }): Promise<string> {
  const link = `${deps.publicUrl}/active/${ticketId}`;
  await deps.mailer.send({
    to: user.email,
    subject: words.subject,
    link,
    text: `Hola ${user.display_name}:\n\n${words.why}, abre este enlace (vale 7 días y se puede usar una sola vez):\n\n${link}\n\n${words.ignore}\n`,
  });
  return link;
}

export async function sendRecoveryMail(deps: AuthDeps, user: UserRow, cliente: ClienteRow, ticketId: string): Promise<string> {
  const link = `${deps.publicUrl}/recovery/${ticketId}/${encodeURIComponent(cliente.slug)}`;
  await deps.mailer.send({
    to: user.email,
    subject: 'Recupera tu contraseña de SIG',
    link,
    text:
      `Hola ${user.display_name}:\n\n` +
      `Recibimos una solicitud para restablecer la contraseña de tu cuenta de SIG (${user.email}). ` +
      `Para elegir una nueva, abre este enlace (vale 1 hora y se puede usar una sola vez):\n\n${link}\n\n` +
      `Si no la pediste, ignora este mensaje: tu contraseña no cambia.\n`,
  });
  return link;
}
