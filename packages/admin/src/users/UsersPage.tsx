import { Badge, Button, Caption1, Input, Label, makeStyles, tokens, useId } from '@fluentui/react-components';
import { PersonAddRegular, SearchRegular } from '@fluentui/react-icons';
import { UserAvatar, UserText, errorMessage, useSession } from '@sig/shared';
import { Empty, LoadError, Loading, NativeSelect, Page, Pager, RouterLink, Section, readQuery, useDebounced, useTableStyles, writeQuery } from '@sig/shared/staff-ui';
import { useEffect, useState } from 'react';

import { StatusBadge } from '../components/StatusBadge';
import { useAdminT } from '../i18n';
import { USER_STATUSES, type UserStatus, useRolesQuery, useUsersQuery } from '../adminApi';
import { InviteDialog } from './InviteDialog';

const useStyles = makeStyles({
  filters: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'flex-end' },
  filter: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: 0 },
  search: { flexGrow: 1, minWidth: '200px', '@media (max-width: 600px)': { minWidth: 0, width: '100%' } },
  person: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, minWidth: 0 },
  personText: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  badges: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
});

const isStatus = (v: string | null): v is UserStatus => USER_STATUSES.includes(v as UserStatus);

/** /config/users/all: the cliente's users, searched and filtered on the server, page by page. */
export function UsersPage() {
  const s = useStyles();
  const ts = useTableStyles();
  const { t } = useAdminT();
  const me = useSession((st) => st.user?.email);
  const searchId = useId('search');
  const roleId = useId('role');
  const statusId = useId('status');

  const [initial] = useState(() => readQuery());
  const [q, setQ] = useState(initial.get('q') ?? '');
  const [role, setRole] = useState(initial.get('role') ?? '');
  const [status, setStatus] = useState<UserStatus | ''>(isStatus(initial.get('status')) ? (initial.get('status') as UserStatus) : '');
  const [page, setPage] = useState(Math.max(1, Number(initial.get('page')) || 1));
  const [inviting, setInviting] = useState(false);
  const query = useDebounced(q);

  // a new search or filter starts at the first page
  const [lastFilter, setLastFilter] = useState(`${query}|${role}|${status}`);
  if (lastFilter !== `${query}|${role}|${status}`) {
    setLastFilter(`${query}|${role}|${status}`);
    setPage(1);
  }

  useEffect(() => writeQuery({ q: query.trim(), role, status, page: page > 1 ? String(page) : '' }), [query, role, status, page]);

  // an invitation below invalidates the users list (its tag), which then reads again on its own
  const users = useUsersQuery({ q: query, role, status, page });
  const roles = useRolesQuery();
  const rolesError = roles.isError ? errorMessage(roles.error) : null;

  const data = users.data;

  return (
    <Page
      title={t('users.title')}
      subtitle={t('users.subtitle')}
      actions={
        <Button appearance="primary" icon={<PersonAddRegular />} onClick={() => setInviting(true)}>
          {t('invite.open')}
        </Button>
      }
    >
      <Section>
        <div className={s.filters} role="search">
          <div className={`${s.filter} ${s.search}`}>
            <Label htmlFor={searchId}>{t('users.search')}</Label>
            <Input id={searchId} type="search" value={q} onChange={(_, d) => setQ(d.value)} contentBefore={<SearchRegular aria-hidden />} placeholder={t('users.searchPlaceholder')} />
          </div>
          <div className={s.filter}>
            <Label htmlFor={roleId}>{t('users.filterRole')}</Label>
            <NativeSelect id={roleId} value={role} onChange={(e) => setRole(e.target.value)} disabled={!roles.data}>
              <option value="">{t('users.allRoles')}</option>
              {roles.data?.roles.map((r) => (
                <option key={r.id} value={r.id}>
                  {r.nombre}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className={s.filter}>
            <Label htmlFor={statusId}>{t('users.filterStatus')}</Label>
            <NativeSelect id={statusId} value={status} onChange={(e) => setStatus(isStatus(e.target.value) ? e.target.value : '')}>
              <option value="">{t('users.allStatuses')}</option>
              {USER_STATUSES.map((st) => (
                <option key={st} value={st}>
                  {t(`status.${st}`)}
                </option>
              ))}
            </NativeSelect>
          </div>
        </div>

        {users.isError ? (
          <LoadError message={errorMessage(users.error)} onRetry={() => void users.refetch()} />
        ) : !data ? (
          <Loading />
        ) : !data || data.items.length === 0 ? (
          <Empty>{t('users.empty')}</Empty>
        ) : (
          <div className={ts.scroller} data-scroll-x aria-busy={users.isFetching}>
            <table className={ts.table}>
              <caption className={ts.srOnly}>
                {t('users.title')}
              </caption>
              <thead>
                <tr>
                  <th className={ts.th} scope="col">
                    {t('users.colUser')}
                  </th>
                  <th className={ts.th} scope="col">
                    {t('field.roles')}
                  </th>
                  <th className={ts.th} scope="col">
                    {t('users.colStatus')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.items.map((u) => (
                  <tr key={u.id} className={ts.row}>
                    <td className={ts.td}>
                      <div className={s.person}>
                        <UserAvatar name={u.displayName || u.email} photoURL={u.photoURL} size={32} />
                        <div className={s.personText}>
                          <RouterLink href={`/config/users/${encodeURIComponent(u.id)}`}><UserText>{u.displayName || u.email}</UserText></RouterLink>
                          <Caption1 className={ts.muted}>{u.email}</Caption1>
                        </div>
                      </div>
                    </td>
                    <td className={ts.td}>{u.roles.length ? u.roles.map((r) => r.nombre).join(', ') : <span className={ts.muted}>{t('users.noRoles')}</span>}</td>
                    <td className={ts.td}>
                      <div className={s.badges}>
                        <StatusBadge status={u.status} />
                        {u.owner && (
                          <Badge appearance="outline" color="brand" shape="rounded">
                            {t('users.owner')}
                          </Badge>
                        )}
                        {u.master && (
                          <Badge appearance="outline" color="informative" shape="rounded">
                            {t('users.master')}
                          </Badge>
                        )}
                        {u.email === me && (
                          <Badge appearance="ghost" color="informative" shape="rounded">
                            {t('users.you')}
                          </Badge>
                        )}
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}

        {data && <Pager page={page} shownPage={data.page} pageSize={data.pageSize} total={data.total} busy={users.isFetching} onPage={setPage} />}
      </Section>

      <InviteDialog
        open={inviting}
        roles={roles.data?.roles ?? []}
        rolesError={rolesError}
        onClose={() => setInviting(false)}
        onInvited={() => setInviting(false)}
      />
    </Page>
  );
}
