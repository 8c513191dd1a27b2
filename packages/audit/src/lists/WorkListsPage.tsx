import { Badge, Button, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, LiveRegular } from '@fluentui/react-icons';
import { UserText, hasPermission, notify, useRole } from '@sig/shared';
import { Empty, LinkButton, LoadError, Loading, NativeSelect, Page, RouterLink, Section, apiErrorMessage, formatDateTime } from '@sig/shared/staff-ui';
import { useId, useState } from 'react';

import { useAuditoresQuery, useListasQuery, useReasignarMutation } from '../auditApi';
import type { WorkList } from '../contract';
import { useAuditT } from '../i18n';
import { links } from '../lib/links';
import { NewListForm } from './NewListForm';
import { ProgressBar } from './ProgressBar';

const useStyles = makeStyles({
  head: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
  items: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  item: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  reassign: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  muted: { color: tokens.colorNeutralForeground3 },
});

const STATE_COLOR = { hecha: 'success', pendiente: 'informative', fallida: 'danger' } as const;

/** One list: its progress, its items (the auditor opens each), and for the supervisor, its reassignment. */
function ListCard({ list, supervisor }: { list: WorkList; supervisor: boolean }) {
  const s = useStyles();
  const { t } = useAuditT();
  const id = useId();
  const selectId = useId();
  const auditores = useAuditoresQuery(undefined, { skip: !supervisor });
  const [reasignar, r] = useReasignarMutation();
  const [to, setTo] = useState('');

  const move = async () => {
    const res = await reasignar({ id: list.id, auditorId: to, version: list.version });
    if ('error' in res) notify({ message: apiErrorMessage(res.error, t), variant: 'error' });
    else setTo('');
  };

  return (
    <Section labelledBy={id}>
      <div className={s.head}>
        <div>
          <Subtitle2 as="h2" id={id}>
            <UserText>{list.nombre}</UserText>
          </Subtitle2>
          <div className={s.muted}>
            {t('lists.assignedTo')} <UserText>{list.auditor.nombre}</UserText> · {formatDateTime(list.creadaAt)}
          </div>
        </div>
        <ProgressBar hechas={list.hechas} pendientes={list.pendientes} fallidas={list.fallidas} />
      </div>
      <ol className={s.items}>
        {list.items.map((it) => (
          <li key={it.idAuditWork} className={s.item}>
            {supervisor ? <span>{it.folio}</span> : <RouterLink href={links.trabajo(it.orderId, it.idAuditWork)}>{it.folio}</RouterLink>}
            <UserText>{it.direccion}</UserText>
            <Badge appearance="tint" color={STATE_COLOR[it.estado]}>
              {t(`state.${it.estado}`)}
            </Badge>
          </li>
        ))}
      </ol>
      {supervisor && (
        <div className={s.reassign}>
          <label htmlFor={selectId}>{t('lists.reassign')}</label>
          <NativeSelect id={selectId} value={to} onChange={(e) => setTo(e.target.value)}>
            <option value="">{t('lists.chooseAuditor')}</option>
            {auditores.data?.items
              .filter((a) => a.id !== list.auditor.id)
              .map((a) => (
                <option key={a.id} value={a.id}>
                  {a.nombre}
                </option>
              ))}
          </NativeSelect>
          <Button disabled={!to || r.isLoading} onClick={() => void move()}>
            {t('lists.reassignDo')}
          </Button>
        </div>
      )}
    </Section>
  );
}

/** /sig/auditoriav2/list: the auditor's own work lists; the supervisor builds, follows and reassigns them. */
export function WorkListsPage() {
  const { t } = useAuditT();
  const role = useRole();
  const supervisor = hasPermission(['admin', 'SigAuditoriaV2Supervisor'], role);
  const listas = useListasQuery();
  const [building, setBuilding] = useState(false);
  return (
    <Page
      title={t(supervisor ? 'lists.titleSupervisor' : 'lists.title')}
      actions={
        supervisor && (
          <>
            <Button appearance="primary" icon={<AddRegular />} onClick={() => setBuilding(true)} disabled={building}>
              {t('lists.new')}
            </Button>
            <LinkButton href={links.enVivo()} icon={<LiveRegular />}>
              {t('live.title')}
            </LinkButton>
          </>
        )
      }
    >
      {building && <NewListForm onClose={() => setBuilding(false)} />}
      {listas.isError ? (
        <LoadError message={apiErrorMessage(listas.error, t)} onRetry={() => void listas.refetch()} />
      ) : !listas.data ? (
        <Loading />
      ) : listas.data.items.length === 0 ? (
        <Section>
          <Empty>{t(supervisor ? 'lists.emptySupervisor' : 'lists.empty')}</Empty>
        </Section>
      ) : (
        listas.data.items.map((l) => <ListCard key={l.id} list={l} supervisor={supervisor} />)
      )}
    </Page>
  );
}
