import { Badge, Button, MessageBar, MessageBarBody, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, ArrowUndoRegular, LiveRegular } from '@fluentui/react-icons';
import { AUDIT_SOCKET_EVENTS, UserText, hasPermission, notify, useRole, useSocketEvent, type AuditWorkItem, type AuditWorkList } from '@sig/shared';
import { Empty, LinkButton, LoadError, Loading, NativeSelect, Page, RouterLink, Section, apiErrorMessage, formatDateTime } from '@sig/shared/staff-ui';
import { useId, useState } from 'react';

import { useCambiarListaMutation, useListaQuery, useListasQuery, useMisListasQuery } from '../auditApi';
import { useAuditKit, useOfflineLists, useUnsentItems } from '../field/fieldKit';
import { useAuditT } from '../i18n';
import { links } from '../lib/links';
import { NewListForm } from './NewListForm';
import { ProgressBar } from './ProgressBar';
import { useAuditorOptions } from './useAuditorOptions';

const useStyles = makeStyles({
  head: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
  items: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  item: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  muted: { color: tokens.colorNeutralForeground3 },
});

const STATE_COLOR = { hecha: 'success', pendiente: 'informative', fallida: 'danger' } as const;

function ItemState({ estado }: { estado: AuditWorkItem['estado'] }) {
  const { t } = useAuditT();
  return (
    <Badge appearance="tint" color={STATE_COLOR[estado]}>
      {t(`state.${estado}`)}
    </Badge>
  );
}

function ListHead({ list, headingId }: { list: AuditWorkList; headingId: string }) {
  const s = useStyles();
  const { t } = useAuditT();
  return (
    <div className={s.head}>
      <div>
        <Subtitle2 as="h2" id={headingId}>
          <UserText>{list.nombre}</UserText>
        </Subtitle2>
        <div className={s.muted}>
          {t('lists.assignedTo')} <UserText>{list.auditor.displayName}</UserText> · {formatDateTime(list.createdAt)}
        </div>
      </div>
      <ProgressBar progreso={list.progreso} />
    </div>
  );
}

/** An audit kept or an item failed on a phone reads the lists again: progress moves without a reload. */
function useProgressRefresh(refresh: () => void) {
  useSocketEvent(AUDIT_SOCKET_EVENTS.progress, refresh);
  useSocketEvent(AUDIT_SOCKET_EVENTS.audit, refresh);
}

/** Why an item failed: the auditor's reason (translated) and note, or the supervisor's own words. */
function FailReason({ item }: { item: AuditWorkItem }) {
  const s = useStyles();
  const { t } = useAuditT();
  if (item.estado !== 'fallida' || (!item.motivoCodigo && !item.motivo)) return null;
  return (
    <span className={s.muted}>
      {item.motivoCodigo && t(`fail.reason.${item.motivoCodigo}`)}
      {item.motivoCodigo && item.motivo && ': '}
      {item.motivo && <UserText>{item.motivo}</UserText>}
    </span>
  );
}

/** The cases of one list, read when the supervisor opens it; a failed one can be put back to pending. */
function ListItems({ id }: { id: string }) {
  const s = useStyles();
  const { t } = useAuditT();
  const detail = useListaQuery(id);
  const [cambiar, r] = useCambiarListaMutation();
  useProgressRefresh(() => void detail.refetch());
  if (detail.isError) return <LoadError message={apiErrorMessage(detail.error, t)} onRetry={() => void detail.refetch()} />;
  if (!detail.data) return <Loading />;
  const { version } = detail.data;
  const backToPending = async (it: AuditWorkItem) => {
    const res = await cambiar({ id, patch: { version, items: [{ orderId: it.orderId, estado: 'pendiente' }] } });
    if ('error' in res) notify({ message: apiErrorMessage(res.error, t), variant: 'error' });
    else notify({ message: t('lists.backToPendingDone', { folio: it.folio }), variant: 'success' });
  };
  return (
    <ol className={s.items}>
      {(detail.data.items ?? []).map((it) => (
        <li key={it.orderId} className={s.item}>
          <span>{it.folio}</span>
          <ItemState estado={it.estado} />
          <FailReason item={it} />
          {it.estado === 'fallida' && (
            <Button size="small" disabled={r.isLoading} icon={<ArrowUndoRegular />} onClick={() => void backToPending(it)}>
              {t('lists.backToPending')}
            </Button>
          )}
        </li>
      ))}
    </ol>
  );
}

/** One list for the supervisor: progress, its cases on demand, and its reassignment. */
function SupervisorCard({ list }: { list: AuditWorkList }) {
  const s = useStyles();
  const { t } = useAuditT();
  const id = useId();
  const selectId = useId();
  const auditores = useAuditorOptions();
  const [cambiar, r] = useCambiarListaMutation();
  const [to, setTo] = useState('');
  const [open, setOpen] = useState(false);

  const move = async () => {
    const res = await cambiar({ id: list.id, patch: { version: list.version, auditorId: to } });
    if ('error' in res) notify({ message: apiErrorMessage(res.error, t), variant: 'error' });
    else {
      setTo('');
      notify({ message: t('lists.reassigned', { nombre: res.data.auditor.displayName }), variant: 'success' });
    }
  };

  return (
    <Section labelledBy={id}>
      <ListHead list={list} headingId={id} />
      <div className={s.row}>
        <Button size="small" aria-expanded={open} onClick={() => setOpen(!open)}>
          {t(open ? 'lists.hideItems' : 'lists.showItems', { count: list.progreso.total })}
        </Button>
        <label htmlFor={selectId}>{t('lists.reassign')}</label>
        <NativeSelect id={selectId} value={to} onChange={(e) => setTo(e.target.value)}>
          <option value="">{t('lists.chooseAuditor')}</option>
          {auditores
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
      {open && <ListItems id={list.id} />}
    </Section>
  );
}

function SupervisorLists() {
  const { t } = useAuditT();
  const listas = useListasQuery();
  useProgressRefresh(() => void listas.refetch());
  if (listas.isError) return <LoadError message={apiErrorMessage(listas.error, t)} onRetry={() => void listas.refetch()} />;
  if (!listas.data) return <Loading />;
  if (listas.data.items.length === 0)
    return (
      <Section>
        <Empty>{t('lists.emptySupervisor')}</Empty>
      </Section>
    );
  return (
    <>
      {listas.data.items.map((l) => (
        <SupervisorCard key={l.id} list={l} />
      ))}
    </>
  );
}

/**
 * The field auditor's own open lists: each case opens the phone page. Offline (back from a case audited without
 * a connection) they come from the phone's copy, as on the case page, so the next case is one tap away.
 */
function MyLists() {
  const s = useStyles();
  const { t } = useAuditT();
  const mine = useMisListasQuery();
  const { kit } = useAuditKit();
  const lists = useOfflineLists(kit, mine);
  const unsent = useUnsentItems(kit);
  if (mine.isError && !lists.data) return <LoadError message={apiErrorMessage(mine.error, t)} onRetry={() => void mine.refetch()} />;
  if (!lists.data) return <Loading />;
  if (lists.data.items.length === 0)
    return (
      <Section>
        <Empty>{t('lists.empty')}</Empty>
      </Section>
    );
  return (
    <>
      {lists.savedAt !== null && (
        <MessageBar intent="info">
          <MessageBarBody>{t('phone.fromDevice', { at: formatDateTime(new Date(lists.savedAt).toISOString()) })}</MessageBarBody>
        </MessageBar>
      )}
      {lists.data.items.map((l) => (
        <Section key={l.id} labelledBy={`lista-${l.id}`}>
          <ListHead list={l} headingId={`lista-${l.id}`} />
          <ol className={s.items}>
            {l.items.map((it) => (
              <li key={it.orderId} className={s.item}>
                <RouterLink href={links.trabajo(it.orderId, l.id)}>{it.folio}</RouterLink>
                <UserText>{it.caso.direccion || it.caso.tipo.nombre}</UserText>
                {it.estado === 'pendiente' && unsent.has(`${l.id}:${it.orderId}`) ? (
                  <>
                    <ItemState estado={unsent.get(`${l.id}:${it.orderId}`)!} />
                    <span className={s.muted}>{t('lists.unsent')}</span>
                  </>
                ) : (
                  <ItemState estado={it.estado} />
                )}
              </li>
            ))}
          </ol>
        </Section>
      ))}
    </>
  );
}

/** /sig/auditoriav2/list: the auditor's own work lists; the supervisor builds, follows and reassigns them. */
export function WorkListsPage() {
  const { t } = useAuditT();
  const role = useRole();
  const supervisor = hasPermission(['admin', 'SigAuditoriaV2Supervisor'], role);
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
      {supervisor ? <SupervisorLists /> : <MyLists />}
    </Page>
  );
}
