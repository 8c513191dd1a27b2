import { createApi } from '@reduxjs/toolkit/query/react';
import {
  ADMIN_PATHS,
  REALTIME_PATHS,
  adminPath,
  request,
  toApiError,
  type ApiRequestError,
  type AdminActionResponse,
  type AdminRole,
  type AdminUser,
  type AuditEntity,
  type AuditResponse,
  type BroadcastBody,
  type ClienteSettings,
  type CreatedOpen311Key,
  type InviteUserBody,
  type MailCountsResponse,
  type Open311Key,
  type Open311KeyList,
  type PermissionsResponse,
  type UpdateClienteBody,
  type UpdateUserBody,
  type UsersResponse,
  CATALOG_PATHS,
  SETUP_PATHS,
  type Colonia,
  type ColoniasImportBody,
  type ColoniasImportResponse,
  type SetupStatus,
  type SetupStepBody,
  type StarterCatalogsResponse,
} from '@sig/shared';
import { apiBaseQuery } from '@sig/shared/staff-ui';

export type { AdminRole, AdminUser, ClienteSettings, Colonia, CreatedOpen311Key, Open311Key, SetupStatus, UpdateClienteBody, UpdateUserBody };
/** The permissions as the editor holds them (names it was given); the server checks each against the table. */
export type UpdateRoleBody = Partial<{ nombre: string; permissions: string[] }>;

export type UserStatus = AdminUser['status'];
export const USER_STATUSES: UserStatus[] = ['active', 'pending', 'disabled'];
export const USERS_PAGE_SIZE = 25;

export interface UsersFilter {
  q: string;
  role: string;
  status: UserStatus | '';
  page: number;
}

/** Whose history a timeline shows: one user, one role, or the cliente (no id). */
export interface AuditArgs {
  entity: Extract<AuditEntity, 'user' | 'role' | 'cliente'>;
  id?: string;
}

function usersParams(f: UsersFilter): Record<string, string> {
  const searchParams: Record<string, string> = { page: String(f.page), pageSize: String(USERS_PAGE_SIZE) };
  if (f.q.trim()) searchParams.q = f.q.trim();
  if (f.role) searchParams.role = f.role;
  if (f.status) searchParams.status = f.status;
  return searchParams;
}

// Lists provide `LIST`, each row and detail its id. A write that answers the entity writes it into the detail
// (no second read of what the server just sent) and invalidates the lists and the entity's history.
const LIST = 'LIST';
/** What a write answered, or null when it failed (the caller's unwrap() reports the failure). */
const answered = <T,>(fulfilled: Promise<{ data: T }>): Promise<T | null> => fulfilled.then((r) => r.data, () => null);
/** A key as the server answered it, first in the list; the list never holds a secret. */
function listedFirst(list: Open311KeyList, answer: Open311Key | CreatedOpen311Key): Open311KeyList {
  const { apiKey: _secret, ...key } = answer as CreatedOpen311Key;
  return { items: [key, ...list.items.filter((k) => k.id !== key.id)] };
}
const auditTag = (entity: AuditArgs['entity'], id?: string) => ({ type: 'Audit' as const, id: `${entity}:${id ?? ''}` });

/** The parcel's one RTK Query api: users, roles, the cliente's settings, its Open311 keys and the audit. */
export const adminApi = createApi({
  reducerPath: 'adminApi',
  baseQuery: apiBaseQuery,
  tagTypes: ['User', 'Role', 'Cliente', 'Open311Key', 'Audit', 'Setup'],
  // As before the cache: a page reads afresh on every visit and keeps nothing once left (another
  // administrator may have changed it, and after a switch of cliente no page may show the last one's data).
  refetchOnMountOrArgChange: true,
  keepUnusedDataFor: 0,
  endpoints: (build) => {
    /** A user action answers the user as it is now: into the detail, then the lists and the history refresh. */
    const userAction = (path: string) =>
      build.mutation<AdminActionResponse, string>({
        query: (id) => ({ url: adminPath(path, id), method: 'post', schema: 'AdminActionResponse' }),
        async onQueryStarted(id, { dispatch, queryFulfilled }) {
          const res = await answered(queryFulfilled);
          if (res) dispatch(adminApi.util.updateQueryData('user', id, () => res.user));
        },
        invalidatesTags: (_r, e, id) => (e ? [] : [{ type: 'User', id: LIST }, auditTag('user', id)]),
      });
    // a change of the cliente may finish a step of the setup guide (its map centre, its logo)
    const clienteAudit = (_r: unknown, e: unknown) => (e ? [] : [auditTag('cliente'), 'Setup' as const]);

    return {
      users: build.query<UsersResponse, UsersFilter>({
        query: (f) => ({ url: ADMIN_PATHS.users, searchParams: usersParams(f), schema: 'UsersResponse' }),
        providesTags: (res) => [{ type: 'User', id: LIST }, ...(res?.items ?? []).map((u) => ({ type: 'User' as const, id: u.id }))],
      }),
      user: build.query<AdminUser, string>({
        query: (id) => ({ url: adminPath(ADMIN_PATHS.user, id), schema: 'AdminUser' }),
        providesTags: (_r, _e, id) => [{ type: 'User', id }],
      }),
      inviteUser: build.mutation<AdminActionResponse, InviteUserBody>({
        query: (body) => ({ url: ADMIN_PATHS.users, method: 'post', json: body, schema: 'AdminActionResponse' }),
        invalidatesTags: (_r, e) => (e ? [] : [{ type: 'User', id: LIST }, 'Setup']),
      }),
      updateUser: build.mutation<AdminActionResponse, { id: string; body: UpdateUserBody }>({
        query: ({ id, body }) => ({ url: adminPath(ADMIN_PATHS.user, id), method: 'patch', json: body, schema: 'AdminActionResponse' }),
        async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
          const res = await answered(queryFulfilled);
          if (res) dispatch(adminApi.util.updateQueryData('user', id, () => res.user));
        },
        invalidatesTags: (_r, e, { id }) => (e ? [] : [{ type: 'User', id: LIST }, auditTag('user', id)]),
      }),
      disableUser: userAction(ADMIN_PATHS.userDisable),
      enableUser: userAction(ADMIN_PATHS.userEnable),
      resendActivation: userAction(ADMIN_PATHS.userResendActivation),
      sendRecovery: userAction(ADMIN_PATHS.userSendRecovery),

      roles: build.query<{ roles: AdminRole[] }, void>({
        query: () => ({ url: ADMIN_PATHS.roles, schema: 'RolesResponse' }),
        providesTags: (res) => [{ type: 'Role', id: LIST }, ...(res?.roles ?? []).map((r) => ({ type: 'Role' as const, id: r.id }))],
      }),
      role: build.query<AdminRole, string>({
        query: (id) => ({ url: adminPath(ADMIN_PATHS.role, id), schema: 'AdminRole' }),
        providesTags: (_r, _e, id) => [{ type: 'Role', id }],
      }),
      createRole: build.mutation<AdminRole, string>({
        query: (nombre) => ({ url: ADMIN_PATHS.roles, method: 'post', json: { nombre, permissions: [] }, schema: 'AdminRole' }),
        invalidatesTags: (_r, e) => (e ? [] : [{ type: 'Role', id: LIST }]),
      }),
      updateRole: build.mutation<AdminRole, { id: string; body: UpdateRoleBody }>({
        query: ({ id, body }) => ({ url: adminPath(ADMIN_PATHS.role, id), method: 'patch', json: body, schema: 'AdminRole' }),
        async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
          const role = await answered(queryFulfilled);
          if (role) dispatch(adminApi.util.updateQueryData('role', id, () => role));
        },
        // the users list names each user's roles
        invalidatesTags: (_r, e, { id }) => (e ? [] : [{ type: 'Role', id: LIST }, { type: 'User', id: LIST }, auditTag('role', id)]),
      }),
      // the page leaves for the list at once: the deleted role's own entry is not read again
      deleteRole: build.mutation<{ status: number; msg: string }, string>({
        query: (id) => ({ url: adminPath(ADMIN_PATHS.role, id), method: 'delete', schema: 'DeleteResponse' }),
        invalidatesTags: (_r, e) => (e ? [] : [{ type: 'Role', id: LIST }]),
      }),
      permissions: build.query<PermissionsResponse, void>({
        query: () => ({ url: ADMIN_PATHS.permissions, schema: 'PermissionsResponse' }),
      }),

      cliente: build.query<ClienteSettings, void>({
        query: () => ({ url: ADMIN_PATHS.cliente, schema: 'ClienteSettings' }),
        providesTags: ['Cliente'],
      }),
      saveCliente: build.mutation<ClienteSettings, UpdateClienteBody>({
        query: (body) => ({ url: ADMIN_PATHS.cliente, method: 'put', json: body, schema: 'ClienteSettings' }),
        async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
          const cliente = await answered(queryFulfilled);
          if (cliente) dispatch(adminApi.util.updateQueryData('cliente', undefined, () => cliente));
        },
        invalidatesTags: clienteAudit,
      }),
      /** The image's bytes, not JSON: sent through the shared client's raw-body call. */
      uploadLogo: build.mutation<ClienteSettings, Blob>({
        async queryFn(file) {
          try {
            return { data: await request('put', ADMIN_PATHS.clienteLogo, 'ClienteSettings', { body: file }) };
          } catch (e) {
            return { error: (await toApiError(e)) as ApiRequestError };
          }
        },
        async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
          const cliente = await answered(queryFulfilled);
          if (cliente) dispatch(adminApi.util.updateQueryData('cliente', undefined, () => cliente));
        },
        invalidatesTags: clienteAudit,
      }),
      removeLogo: build.mutation<ClienteSettings, void>({
        query: () => ({ url: ADMIN_PATHS.clienteLogo, method: 'delete', schema: 'ClienteSettings' }),
        async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
          const cliente = await answered(queryFulfilled);
          if (cliente) dispatch(adminApi.util.updateQueryData('cliente', undefined, () => cliente));
        },
        invalidatesTags: clienteAudit,
      }),
      /** The setup guide (issue 24): each write answers the status as it is now, straight into its cache entry. */
      setupStatus: build.query<SetupStatus, void>({
        query: () => ({ url: SETUP_PATHS.status, schema: 'SetupStatus' }),
        providesTags: ['Setup'],
      }),
      markSetupStep: build.mutation<SetupStatus, SetupStepBody>({
        query: (body) => ({ url: SETUP_PATHS.step, method: 'put', json: body, schema: 'SetupStatus' }),
        async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
          const status = await answered(queryFulfilled);
          if (status) dispatch(adminApi.util.upsertQueryData('setupStatus', undefined, status));
        },
      }),
      starterCatalogs: build.mutation<StarterCatalogsResponse, void>({
        query: () => ({ url: SETUP_PATHS.starterCatalogs, method: 'post', schema: 'StarterCatalogsResponse' }),
        async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
          const res = await answered(queryFulfilled);
          if (res) dispatch(adminApi.util.upsertQueryData('setupStatus', undefined, res.status));
        },
      }),
      importColonias: build.mutation<ColoniasImportResponse, ColoniasImportBody>({
        query: (body) => ({ url: SETUP_PATHS.colonias, method: 'post', json: body, schema: 'ColoniasImportResponse' }),
        async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
          const res = await answered(queryFulfilled);
          if (res) dispatch(adminApi.util.upsertQueryData('setupStatus', undefined, res.status));
        },
      }),
      /** Colonias whose name holds `q`, to centre the map on one (the catalogue's list answer has no named schema). */
      coloniaSearch: build.query<{ items: Colonia[] }, string>({
        query: (q) => ({ url: CATALOG_PATHS.colonias.list, searchParams: { q, pageSize: '8', activo: 'true' } }),
      }),
      mailCounts: build.query<MailCountsResponse, void>({
        query: () => ({ url: ADMIN_PATHS.clienteCorreos, schema: 'MailCountsResponse' }),
      }),
      open311Keys: build.query<Open311KeyList, void>({
        query: () => ({ url: ADMIN_PATHS.open311Keys, schema: 'Open311KeyList' }),
        providesTags: [{ type: 'Open311Key', id: LIST }],
      }),
      /** The answer carries the secret (`apiKey`) this once; the list never does. */
      createOpen311Key: build.mutation<CreatedOpen311Key, string>({
        query: (nombre) => ({ url: ADMIN_PATHS.open311Keys, method: 'post', json: { nombre }, schema: 'CreatedOpen311Key' }),
        async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
          const key = await answered(queryFulfilled);
          if (key) dispatch(adminApi.util.updateQueryData('open311Keys', undefined, (list) => listedFirst(list, key)));
        },
        invalidatesTags: clienteAudit,
      }),
      revokeOpen311Key: build.mutation<Open311Key, string>({
        query: (id) => ({ url: adminPath(ADMIN_PATHS.open311Key, id), method: 'delete', schema: 'Open311Key' }),
        async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
          const key = await answered(queryFulfilled);
          if (key) dispatch(adminApi.util.updateQueryData('open311Keys', undefined, (list) => listedFirst(list, key)));
        },
        invalidatesTags: clienteAudit,
      }),
      broadcast: build.mutation<{ sent: true }, BroadcastBody>({
        query: (body) => ({ url: REALTIME_PATHS.broadcast, method: 'post', json: body, schema: 'BroadcastResponse' }),
        invalidatesTags: clienteAudit,
      }),

      /** Newest first, AUDIT_PAGE_SIZE at a time; "more" reads the next page. */
      audit: build.infiniteQuery<AuditResponse, AuditArgs, number>({
        infiniteQueryOptions: {
          initialPageParam: 1,
          getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
        },
        query: ({ queryArg: { entity, id }, pageParam }) => ({
          url: ADMIN_PATHS.audit,
          searchParams: { entity, page: String(pageParam), ...(id && { id }) },
          schema: 'AuditResponse',
        }),
        providesTags: (_r, _e, { entity, id }) => [auditTag(entity, id)],
      }),
    };
  },
});

export const {
  useMailCountsQuery,
  useUsersQuery,
  useUserQuery,
  useInviteUserMutation,
  useUpdateUserMutation,
  useDisableUserMutation,
  useEnableUserMutation,
  useResendActivationMutation,
  useSendRecoveryMutation,
  useRolesQuery,
  useRoleQuery,
  useCreateRoleMutation,
  useUpdateRoleMutation,
  useDeleteRoleMutation,
  usePermissionsQuery,
  useClienteQuery,
  useSaveClienteMutation,
  useUploadLogoMutation,
  useRemoveLogoMutation,
  useOpen311KeysQuery,
  useCreateOpen311KeyMutation,
  useRevokeOpen311KeyMutation,
  useBroadcastMutation,
  useAuditInfiniteQuery,
  useSetupStatusQuery,
  useMarkSetupStepMutation,
  useStarterCatalogsMutation,
  useImportColoniasMutation,
  useColoniaSearchQuery,
} = adminApi;
