import { PRODUCTS } from '@sig/shared/contract';
import type { ClienteRow, UserRow } from '../../db/schema';
import { iso } from '../../lib/clock';
import { ADMIN_ROLE, createClienteWithRoles, createTicket, identity, mailActivationLink, recordAccountEvent, type AuthDeps } from '../../core';

/**
 * Open registration: a new cliente with the default roles, the person as its owner and Administrador,
 * pending until the mailed link is opened (where the password is chosen). The answer never says whether
 * the e-mail was taken: a taken one gets a mail to its owner instead, and nothing is created.
 */
export async function registerWithNewCliente(deps: AuthDeps, input: { email: string; displayName: string; municipio?: string }): Promise<void> {
  const created = await deps.db.transaction().execute(async (trx) => {
    const now = deps.clock();
    const existing = await identity.findUserByEmail(trx, input.email);
    if (existing) return { existing };
    const nombre = input.municipio ?? `Municipio de ${input.displayName}`;
    const { cliente, roles } = await createClienteWithRoles(trx, { nombre, slug: await identity.uniqueSlug(trx, nombre), products: [...PRODUCTS] }, iso(now));
    const user = await identity.insertUser(trx, { email: input.email, displayName: input.displayName, status: 'pending', passwordHash: null }, iso(now));
    await identity.addMembership(trx, cliente.id, user.id, true);
    await identity.assignRole(trx, cliente.id, user.id, roles[ADMIN_ROLE]);
    const ticket = await createTicket(trx, 'activation', user.id, cliente.id, now);
    await recordAccountEvent({ db: trx, clienteId: cliente.id, actorId: user.id, now: iso(now) }, user.id, { action: 'user.register', before: null, after: { email: user.email, cliente: cliente.slug } });
    return { user, cliente, ticketId: ticket.id };
  });
  if ('existing' in created) await sendAccountExistsMail(deps, created.existing!);
  else await sendRegistrationMail(deps, created.user, created.cliente, created.ticketId);
}

async function sendRegistrationMail(deps: AuthDeps, user: UserRow, cliente: ClienteRow, ticketId: string): Promise<void> {
  await mailActivationLink(deps, user, ticketId, {
    subject: 'Confirma tu cuenta de SIG',
    why: `Recibimos tu registro en SIG para ${cliente.nombre}. Para confirmar tu correo y elegir tu contraseña`,
    ignore: 'Si no te registraste, ignora este mensaje: la cuenta no se activa sin este enlace.',
  });
}

/** To the owner of an e-mail someone tried to register again: what a registrant would have been told. */
async function sendAccountExistsMail(deps: AuthDeps, user: UserRow): Promise<void> {
  const login = `${deps.publicUrl}/login`;
  const recovery = `${deps.publicUrl}/recovery/mail`;
  await deps.mailer.send({
    to: user.email,
    subject: 'Intento de registro con tu correo en SIG',
    link: login,
    text:
      `Hola ${user.display_name}:\n\n` +
      `Alguien intentó crear una cuenta de SIG con tu correo (${user.email}), pero ya tienes una.\n\n` +
      `Si fuiste tú, inicia sesión:\n\n${login}\n\n` +
      `Si no recuerdas tu contraseña, o tu cuenta aún no está activada, pide un enlace aquí:\n\n${recovery}\n\n` +
      `Si no fuiste tú, ignora este mensaje: tu cuenta no cambia.\n`,
  });
}
