/*
 * The core's one door: what several domains need and none owns. Identity and tenant lookups, accounts,
 * tokens, passwords, tickets and sessions (the sign-in routes stay in domains/auth), the audit of admin
 * changes, file-type sniffing, the cliente's calendar, text search and the two databases' differences.
 * Nothing here imports a domain.
 */
export * as identity from './identity.repository';
export type { ClienteInput, Membership, UserDataPatch } from './identity.repository';
export * from './accounts';
export * from './adminAudit';
export * from './clienteTime';
export * from './deps';
export * from './dialect';
export * from './fileSniff';
export * from './passwords';
export * from './permissions';
export * from './roles.defaults';
export * from './session';
export * from './sessionCache';
export * from './textSearch';
export * from './tickets';
export * from './tokens';
export * from './mailQueue';
