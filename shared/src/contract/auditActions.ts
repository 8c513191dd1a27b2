import type { AuditEntry, KnownAuditEntry } from './adminAudit';
import { MIDB_AUDIT } from './midbPaths';
import { HABITANTE_AUDIT } from './peoplePaths';

/*
 * The actions of the cliente's audit, once (adminAudit.ts gives each its entity and payload). Zod-free, so a
 * page can tell a known entry from a newer server's without loading the contract.
 */

export const AUDIT_ENTITIES = ['user', 'role', 'cliente', 'habitante', 'programa'] as const;
export type AuditEntityName = (typeof AUDIT_ENTITIES)[number];

export const AUDIT_ACTIONS = [
  'user.invite',
  'user.update',
  'user.disable',
  'user.enable',
  'user.resend_activation',
  'user.send_recovery',
  'membership.accept',
  'membership.decline',
  'role.create',
  'role.update',
  'role.delete',
  'cliente.update',
  'cliente.logo',
  'cliente.switch',
  'cliente.broadcast',
  'open311.key_create',
  'open311.key_revoke',
  HABITANTE_AUDIT.view,
  HABITANTE_AUDIT.create,
  HABITANTE_AUDIT.update,
  MIDB_AUDIT.export,
  MIDB_AUDIT.consulta,
  MIDB_AUDIT.importReport,
  MIDB_AUDIT.programaCreate,
  MIDB_AUDIT.programaUpdate,
  MIDB_AUDIT.enrol,
  MIDB_AUDIT.unenrol,
  MIDB_AUDIT.rollExport,
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const isAuditAction = (action: string): action is AuditAction => (AUDIT_ACTIONS as readonly string[]).includes(action);

/**
 * An entry of an action this build knows, in its shape; false for one a newer server wrote and for a stored
 * row the server could not read (`unreadable`): a timeline shows those as a neutral line.
 */
export const isKnownAuditEntry = (entry: AuditEntry): entry is KnownAuditEntry => isAuditAction(entry.action) && !('unreadable' in entry && entry.unreadable);
