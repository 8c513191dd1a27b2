import { Button } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { errorMessage, navigate, notify } from '@sig/shared';
import { Empty, LoadError, Loading, Page, RouterLink, Section, formatNumber, useTableStyles } from '@sig/shared/staff-ui';
import { useState } from 'react';

import { useAdminT } from '../i18n';
import { useRolesQuery } from '../adminApi';
import { CreateRoleDialog } from './CreateRoleDialog';

/** /config/roles/all: the cliente's roles with how many users and permissions each has. */
export function RolesPage() {
  const ts = useTableStyles();
  const { t } = useAdminT();
  const roles = useRolesQuery();
  const [creating, setCreating] = useState(false);
  const list = roles.data ? [...roles.data.roles].sort((a, b) => a.nombre.localeCompare(b.nombre)) : [];

  return (
    <Page
      title={t('roles.title')}
      subtitle={t('roles.subtitle')}
      actions={
        <Button appearance="primary" icon={<AddRegular />} onClick={() => setCreating(true)}>
          {t('roles.create')}
        </Button>
      }
    >
      <Section>
        {roles.isError ? (
          <LoadError message={errorMessage(roles.error)} onRetry={() => void roles.refetch()} />
        ) : !roles.data ? (
          <Loading />
        ) : list.length === 0 ? (
          <Empty>{t('roles.empty')}</Empty>
        ) : (
          <div className={ts.scroller} data-scroll-x>
            <table className={ts.table}>
              <caption className={ts.srOnly}>{t('roles.title')}</caption>
              <thead>
                <tr>
                  <th className={ts.th} scope="col">
                    {t('field.nombre')}
                  </th>
                  <th className={`${ts.th} ${ts.num}`} scope="col">
                    {t('roles.colUsers')}
                  </th>
                  <th className={`${ts.th} ${ts.num}`} scope="col">
                    {t('roles.colPermissions')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.map((r) => (
                  <tr key={r.id} className={ts.row}>
                    <td className={ts.td}>
                      <RouterLink href={`/config/roles/${encodeURIComponent(r.id)}`}>{r.nombre}</RouterLink>
                    </td>
                    <td className={`${ts.td} ${ts.num}`}>{formatNumber(r.users)}</td>
                    <td className={`${ts.td} ${ts.num}`}>{r.permissions.includes('admin') ? t('roles.all') : formatNumber(r.permissions.length)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Section>
      <CreateRoleDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(role) => {
          setCreating(false);
          notify({ message: t('roles.created', { name: role.nombre }), variant: 'success' });
          navigate(`/config/roles/${encodeURIComponent(role.id)}`);
        }}
      />
    </Page>
  );
}
