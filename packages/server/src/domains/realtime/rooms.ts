/*
 * Socket rooms. `cliente:<id>` reaches every user signed in to a cliente (presence, broadcasts);
 * `user:<id>` reaches every socket of a person whatever cliente it is in (disconnectUser);
 * `member:<cliente>:<user>` reaches a person only while signed in to that cliente, so a chat message or a
 * notification of one municipality never shows up in a tab working in another.
 */
export const clienteRoom = (clienteId: string): string => `cliente:${clienteId}`;
export const userRoom = (userId: string): string => `user:${userId}`;
export const memberRoom = (clienteId: string, userId: string): string => `member:${clienteId}:${userId}`;
