import { Badge, Button, MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { UserText } from '@sig/shared';
import { BackLink, Empty, LoadError, Loading, Page, RouterLink, Section, apiErrorMessage, formatNumber, useTableStyles } from '@sig/shared/staff-ui';
import { useState } from 'react';

import { useMidbT } from '../i18n';
import { formatDate } from '@sig/shared/staff-ui';
import { links } from '../lib/links';
import { useProgramasQuery } from '../midbApi';
import { ProgramaDialog } from './ProgramaDialog';
import { ProgramaPage } from './ProgramaPage';

const useStyles = makeStyles({ desc: { color: tokens.colorNeutralForeground3, overflowWrap: 'anywhere' } });

/**
 * /sig/midboff/:productId and /sig/rp/:productId: a programme's page, or the list of programmes when the id
 * is `todos` or names none of the cliente's.
 */
export function ProgramasRoute({ productId }: { productId: string }) {
  const { t } = useMidbT();
  const programas = useProgramasQuery();
  const known = programas.data?.items.find((p) => p.id === productId);
  if (known) return <ProgramaPage id={known.id} />;
  if (!programas.data) {
    return (
      <Page title={t('programas.title')} back={<BackLink href={links.registry()} label={t('common.backToRegistry')} />}>
        {programas.isError ? <LoadError message={apiErrorMessage(programas.error, t)} onRetry={() => void programas.refetch()} /> : <Loading />}
      </Page>
    );
  }
  return <ProgramasList unknown={productId !== 'todos' && productId !== ''} />;
}

function ProgramasList({ unknown }: { unknown: boolean }) {
  const s = useStyles();
  const table = useTableStyles();
  const { t } = useMidbT();
  const programas = useProgramasQuery();
  const [creating, setCreating] = useState(false);
  const items = programas.data?.items ?? [];
  return (
    <Page
      title={t('programas.title')}
      subtitle={t('programas.subtitle')}
      back={<BackLink href={links.registry()} label={t('common.backToRegistry')} />}
      actions={
        <Button appearance="primary" icon={<AddRegular />} onClick={() => setCreating(true)}>
          {t('programas.new')}
        </Button>
      }
    >
      {unknown && (
        <MessageBar intent="warning">
          <MessageBarBody>{t('programas.unknown')}</MessageBarBody>
        </MessageBar>
      )}
      <Section>
        {items.length === 0 ? (
          <Empty>{t('programas.empty')}</Empty>
        ) : (
          <div className={table.scroller} data-scroll-x>
            <table className={table.table} aria-label={t('programas.title')}>
              <thead>
                <tr>
                  <th className={table.th}>{t('field.nombrePrograma')}</th>
                  <th className={table.th}>{t('field.descripcion')}</th>
                  <th className={`${table.th} ${table.num}`}>{t('field.inscritos')}</th>
                  <th className={table.th}>{t('field.estado')}</th>
                  <th className={table.th}>{t('field.createdAt')}</th>
                </tr>
              </thead>
              <tbody>
                {items.map((p) => (
                  <tr key={p.id} className={table.row}>
                    <td className={table.td}>
                      <RouterLink href={links.programa(p.id)}>
                        <UserText>{p.nombre}</UserText>
                      </RouterLink>
                    </td>
                    <td className={`${table.td} ${s.desc}`}>{p.descripcion ? <UserText>{p.descripcion}</UserText> : ''}</td>
                    <td className={`${table.td} ${table.num}`}>{formatNumber(p.inscritos)}</td>
                    <td className={table.td}>
                      <Badge appearance="tint" color={p.activo ? 'success' : 'subtle'}>
                        {p.activo ? t('programa.activo') : t('programa.inactivo')}
                      </Badge>
                    </td>
                    <td className={table.td}>{formatDate(p.createdAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Section>
      <ProgramaDialog open={creating} onClose={() => setCreating(false)} />
    </Page>
  );
}
