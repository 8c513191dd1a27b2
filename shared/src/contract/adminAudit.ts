import { z } from 'zod';

import { AdminUserStatus, ClienteSettings } from './admin';
import { AUDIT_ACTIONS, AUDIT_ENTITIES, isAuditAction, type AuditAction } from './auditActions';
import { Ref } from './cases';
import { Open311Key } from './open311';
import { MIDB_AUDIT } from './midbPaths';
import { HABITANTE_AUDIT } from './peoplePaths';
import { Persona } from './people';
import { SingleLine, StoredText } from './text';

/*
 * The cliente's audit (issue 22, as the case history): one payload per action (AUDIT_ACTIONS), `before` and
 * `after` holding what the change touched, as it was then. The server writes entries through one typed
 * function (core's recordAdminChange) and reads them through this union; the timelines switch on `action`.
 * An action this build does not know (a newer server), or a stored row that fits no shape, is an
 * OtherAuditEntry, which a timeline shows as a neutral line.
 */

export { AUDIT_ACTIONS, AUDIT_ENTITIES, isAuditAction, isKnownAuditEntry, type AuditAction, type AuditEntityName } from './auditActions';

export const AuditEntity = z.enum(AUDIT_ENTITIES);
export type AuditEntity = z.infer<typeof AuditEntity>;
export const AUDIT_PAGE_SIZE = 50;

const Page = z.coerce.number().int().min(1).max(100_000).default(1);

export const AuditQuery = z.object({ entity: AuditEntity, id: SingleLine.trim().min(1).max(100).optional(), page: Page });
export type AuditQuery = z.infer<typeof AuditQuery>;

/** A user as the audit pictures them: what an administrator can change. */
export const AuditUser = z.object({ email: StoredText, displayName: StoredText, phone: StoredText, photoURL: StoredText, status: AdminUserStatus, roles: z.array(StoredText) });
export type AuditUser = z.infer<typeof AuditUser>;
export const AuditUserStatus = z.object({ status: AdminUserStatus });
/** The role names a membership carries. */
export const AuditMembership = z.object({ roles: z.array(StoredText) });
export const AuditRole = z.object({ nombre: StoredText, permissions: z.array(StoredText) });
export type AuditRole = z.infer<typeof AuditRole>;
/** The settings as the page saved them; rows written before a setting existed lack it. */
export const AuditCliente = ClienteSettings.partial();
export type AuditCliente = z.infer<typeof AuditCliente>;
export const AuditLogo = z.object({ logo: StoredText.nullable() });
/** A master user's entry into the cliente, from the cliente they were in. */
export const AuditSwitch = z.object({ clienteId: StoredText });
export const AuditBroadcast = z.discriminatedUnion('event', [
  z.object({ event: z.literal('reload'), delayMs: z.number() }),
  z.object({ event: z.literal('audio-alert'), msg: StoredText }),
]);
export type AuditBroadcast = z.infer<typeof AuditBroadcast>;
/** The fields of a habitante's record a change touched (only those), by their names in the API. */
export const AuditPersona = Persona.pick({
  curp: true,
  sinCurpMotivo: true,
  nombre: true,
  apellidos: true,
  fechaNacimiento: true,
  sexo: true,
  telefono: true,
  email: true,
  direccion: true,
  colonia: true,
  ubicacion: true,
  consentimiento: true,
}).partial();
export type AuditPersona = z.infer<typeof AuditPersona>;
/** A registration from the staff intake: what was given. */
export const AuditCaller = z.object({ curp: StoredText.nullable(), sinCurpMotivo: StoredText, nombre: StoredText, apellidos: StoredText, telefono: StoredText });

/** A habitante registered in the registry: what was given (the intake gives only the first five). */
export const AuditNewHabitante = AuditCaller.extend(AuditPersona.omit({ curp: true, sinCurpMotivo: true, nombre: true, apellidos: true, telefono: true }).shape);
export type AuditNewHabitante = z.infer<typeof AuditNewHabitante>;
/** An export of personal data: the filters as sent, and how many rows left. */
export const AuditExport = z.object({ filtros: z.record(StoredText, z.unknown()), filas: z.number() });
/** A look at the registry: which view, its filters (and page) as sent, and how many people it showed. */
export const AuditConsulta = z.object({ vista: z.enum(['lista', 'mapa']), filtros: z.record(StoredText, z.unknown()), filas: z.number() });
/** An import's report downloaded: which import (its file) and how many rows the report carried. */
export const AuditImportReport = z.object({ importId: StoredText, archivo: StoredText, filas: z.number() });
export const AuditPrograma = z.object({ nombre: StoredText, descripcion: StoredText, activo: z.boolean() }).partial();
export type AuditPrograma = z.infer<typeof AuditPrograma>;
/** Who an enrolment added: by id (at most 1000 ids, kept) or by a registry filter (kept as sent). */
export const AuditEnrol = z.object({
  inscritos: z.number(),
  yaInscritos: z.number(),
  habitanteIds: z.array(StoredText).optional(),
  filtro: z.record(StoredText, z.unknown()).optional(),
});
export const AuditUnenrol = z.object({ habitanteId: StoredText, nombreCompleto: StoredText, motivo: StoredText });
export const AuditRollExport = z.object({ filas: z.number() });

const Actor = z.object({ id: StoredText, email: StoredText, displayName: StoredText });
const AuditMeta = { id: StoredText, at: StoredText, actor: Actor.nullable(), entityId: StoredText };
const entry = <A extends AuditAction, E extends AuditEntity, B extends z.ZodType, F extends z.ZodType>(action: A, entity: E, before: B, after: F) =>
  z.object({ ...AuditMeta, action: z.literal(action), entity: z.literal(entity), before, after });

export const KnownAuditEntry = z.discriminatedUnion('action', [
  /** The same entry for a new e-mail and an existing account: the cliente's audit must not tell which. */
  entry('user.invite', 'user', z.null(), AuditUser),
  entry('user.update', 'user', AuditUser, AuditUser),
  entry('user.disable', 'user', AuditUserStatus, AuditUserStatus),
  entry('user.enable', 'user', AuditUserStatus, AuditUserStatus),
  entry('user.resend_activation', 'user', z.null(), z.null()),
  entry('user.send_recovery', 'user', z.null(), z.null()),
  /** The person's own answer to an invitation (the actor is that person). */
  entry('membership.accept', 'user', z.null(), AuditMembership),
  entry('membership.decline', 'user', z.null(), AuditMembership),
  entry('role.create', 'role', z.null(), AuditRole),
  entry('role.update', 'role', AuditRole, AuditRole),
  entry('role.delete', 'role', AuditRole, z.null()),
  entry('cliente.update', 'cliente', AuditCliente, AuditCliente),
  entry('cliente.logo', 'cliente', AuditLogo, AuditLogo),
  entry('cliente.switch', 'cliente', AuditSwitch, AuditSwitch),
  entry('cliente.broadcast', 'cliente', z.null(), AuditBroadcast),
  /** Recorded under the cliente with the key's id as entityId; the key, never its secret. */
  entry('open311.key_create', 'cliente', z.null(), Open311Key),
  entry('open311.key_revoke', 'cliente', Open311Key, Open311Key),
  /** Every opening of a habitante's personal data. */
  entry(HABITANTE_AUDIT.view, 'habitante', z.null(), z.null()),
  entry(HABITANTE_AUDIT.create, 'habitante', z.null(), AuditNewHabitante),
  entry(HABITANTE_AUDIT.update, 'habitante', AuditPersona, AuditPersona),
  /** Recorded under the cliente (entityId: the cliente's id). */
  entry(MIDB_AUDIT.export, 'cliente', z.null(), AuditExport),
  entry(MIDB_AUDIT.consulta, 'cliente', z.null(), AuditConsulta),
  entry(MIDB_AUDIT.importReport, 'cliente', z.null(), AuditImportReport),
  entry(MIDB_AUDIT.programaCreate, 'programa', z.null(), AuditPrograma),
  entry(MIDB_AUDIT.programaUpdate, 'programa', AuditPrograma, AuditPrograma),
  entry(MIDB_AUDIT.enrol, 'programa', z.null(), AuditEnrol),
  entry(MIDB_AUDIT.unenrol, 'programa', z.null(), AuditUnenrol),
  entry(MIDB_AUDIT.rollExport, 'programa', z.null(), AuditRollExport),
]);
export type KnownAuditEntry = z.infer<typeof KnownAuditEntry>;

/**
 * An entry this build cannot show in its shape: of an action a newer server wrote (kept as sent), or a stored
 * row of a known action that fits no shape (`unreadable`: the server logged it and sends no payload).
 */
export const OtherAuditEntry = z
  .object({
    ...AuditMeta,
    entity: AuditEntity,
    action: StoredText,
    before: z.unknown().nullable(),
    after: z.unknown().nullable(),
    unreadable: z.literal(true).optional(),
  })
  .refine((e) => e.unreadable === true || !isAuditAction(e.action), { message: 'a known action in its own shape' });
export type OtherAuditEntry = z.infer<typeof OtherAuditEntry>;

export const AuditEntry = z.union([KnownAuditEntry, OtherAuditEntry]);
export type AuditEntry = z.infer<typeof AuditEntry>;

export const AuditResponse = z.object({ items: z.array(AuditEntry), total: z.number(), page: z.number(), pageSize: z.number() });
export type AuditResponse = z.infer<typeof AuditResponse>;

type Change<E> = E extends unknown ? Pick<E, Extract<keyof E, 'action' | 'entity' | 'entityId' | 'before' | 'after'>> : never;
/** What one entry records, by action: what the server's one writer of the audit takes. */
export type AuditChange = Change<KnownAuditEntry>;
