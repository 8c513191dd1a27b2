/*
 * Socket rooms. `cliente:<id>` reaches every user signed in to a cliente (presence, broadcasts);
 * `user:<id>` reaches every socket of a person whatever cliente it is in (disconnectUser);
 * `member:<cliente>:<user>` reaches a person only while signed in to that cliente, so a chat message or a
 * notification of one municipality never shows up in a tab working in another.
 * `audit-supervisors:<cliente>` reaches the sockets of that cliente's audit supervisors (issue 25): the live
 * positions of field auditors are for them only.
 */
export const clienteRoom = (clienteId: string): string => `cliente:${clienteId}`;
export const userRoom = (userId: string): string => `user:${userId}`;
export const memberRoom = (clienteId: string, userId: string): string => `member:${clienteId}:${userId}`;
export const auditSupervisorRoom = (clienteId: string): string => `audit-supervisors:${clienteId}`;
/** `bot-agents:<cliente>` reaches the sockets of the cliente's contact-centre agents (issue 27): the queue's changes are for them only. */
export const botAgentsRoom = (clienteId: string): string => `bot-agents:${clienteId}`;
/** `logistica:<cliente>` reaches the sockets of the cliente's logística staff (issue 28): delivery changes are for them only. */
export const logisticaRoom = (clienteId: string): string => `logistica:${clienteId}`;
/** `eventos:<cliente>` reaches the sockets of the cliente's event staff (issue 29): check-ins move every door's counter. */
export const eventosRoom = (clienteId: string): string => `eventos:${clienteId}`;
