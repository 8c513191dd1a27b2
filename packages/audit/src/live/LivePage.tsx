import { Badge, Button, MessageBar, MessageBarBody, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { ListRegular } from '@fluentui/react-icons';
import { AUDIT_SOCKET_EVENTS, UserText, useSocketEvent, type AuditLiveAudit, type AuditLiveAuditor, type AuditLivePosition, type AuditLiveProgress } from '@sig/shared';
import { LinkButton, LoadError, Loading, Page, Section, apiErrorMessage, formatDateTime, useMapModule, useTableStyles } from '@sig/shared/staff-ui';
import { useCallback, useEffect, useId, useState } from 'react';

import { useEnVivoQuery, useRecorridoQuery } from '../auditApi';
import { useAuditT } from '../i18n';
import { links } from '../lib/links';
import { ProgressBar } from '../lists/ProgressBar';
import { LiveMap } from './LiveMap';
import { isSilent, withAudit, withPosition, withProgress } from './liveState';

const useStyles = makeStyles({
  layout: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 340px), 1fr))', gap: tokens.spacingHorizontalL, alignItems: 'start' },
  muted: { color: tokens.colorNeutralForeground3 },
  lists: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, margin: 0, padding: 0, listStyle: 'none' },
  listRow: { display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
});

/** Today in the browser's timezone (staff sit in the cliente's). */
const today = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/** The map, once its module has loaded, with the chosen auditor's track of the day. */
function MapPanel({ auditores, silent, chosen, onPick }: { auditores: AuditLiveAuditor[]; silent: (a: AuditLiveAuditor) => boolean; chosen: string | null; onPick: (id: string) => void }) {
  const { t, i18n } = useAuditT();
  const { module, error, retry } = useMapModule();
  const track = useRecorridoQuery({ userId: chosen ?? '', dia: today() }, { skip: !chosen });
  if (error) return <LoadError message={t('live.mapFailed')} onRetry={retry} />;
  if (!module) return <Loading />;
  return <LiveMap module={module} auditores={auditores} silent={silent} track={chosen ? (track.data ?? null) : null} onPick={onPick} label={t('live.map')} help={t('live.mapHelp')} lang={i18n.language} />;
}

/**
 * /sig/auditoriav2/supervisor/sig/online: each auditor's last position, moved live over the socket without a
 * reload; the last audit, each list's progress, a warning for an auditor silent for 5 minutes, and one
 * auditor's track of the day.
 */
export function LivePage() {
  const s = useStyles();
  const table = useTableStyles();
  const { t } = useAuditT();
  const ids = { who: useId(), lists: useId() };
  const live = useEnVivoQuery();
  const [auditores, setAuditores] = useState<AuditLiveAuditor[]>([]);
  const [chosen, setChosen] = useState<string | null>(null);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (live.data) setAuditores(live.data.auditores);
  }, [live.data]);
  // silence is a matter of time passing, not only of events arriving
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 15_000);
    return () => clearInterval(timer);
  }, []);
  useSocketEvent<AuditLivePosition>(AUDIT_SOCKET_EVENTS.position, (e) => {
    setAuditores((list) => withPosition(list, e));
    setNow(Date.now());
  });
  useSocketEvent<AuditLiveAudit>(AUDIT_SOCKET_EVENTS.audit, (e) => setAuditores((list) => withAudit(list, e)));
  useSocketEvent<AuditLiveProgress>(AUDIT_SOCKET_EVENTS.progress, (e) => setAuditores((list) => withProgress(list, e)));

  const silent = useCallback((a: AuditLiveAuditor) => isSilent(a, now), [now]);
  const quiet = auditores.filter(silent);
  const listas = auditores.flatMap((a) => a.listas.map((l) => ({ ...l, auditor: a.auditor })));

  return (
    <Page
      title={t('live.title')}
      actions={
        <LinkButton href={links.listas()} icon={<ListRegular />}>
          {t('lists.titleSupervisor')}
        </LinkButton>
      }
    >
      {live.isError ? (
        <LoadError message={apiErrorMessage(live.error, t)} onRetry={() => void live.refetch()} />
      ) : !live.data ? (
        <Loading />
      ) : (
        <>
          {quiet.length > 0 && (
            <MessageBar intent="warning" role="alert">
              <MessageBarBody>{t('live.silent', { count: quiet.length, names: quiet.map((a) => a.auditor.displayName).join(', ') })}</MessageBarBody>
            </MessageBar>
          )}
          <Section>
            <MapPanel auditores={auditores} silent={silent} chosen={chosen} onPick={setChosen} />
          </Section>
          <div className={s.layout}>
            <Section labelledBy={ids.who}>
              <Subtitle2 as="h2" id={ids.who}>
                {t('live.auditors')}
              </Subtitle2>
              {auditores.length === 0 ? (
                <span className={s.muted}>{t('live.none')}</span>
              ) : (
                <div className={table.scroller} data-scroll-x>
                  <table className={table.table} aria-labelledby={ids.who}>
                    <thead>
                      <tr>
                        <th className={table.th}>{t('figures.auditor')}</th>
                        <th className={table.th}>{t('live.lastPosition')}</th>
                        <th className={table.th}>{t('live.lastAudit')}</th>
                        <th className={table.th}>{t('live.track')}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {auditores.map((a) => (
                        <tr key={a.auditor.id}>
                          <td className={table.td}>
                            <UserText>{a.auditor.displayName}</UserText>{' '}
                            {silent(a) && (
                              <Badge color="danger" appearance="tint">
                                {t('live.silentBadge')}
                              </Badge>
                            )}
                          </td>
                          <td className={table.td}>{a.ultimaPosicion ? formatDateTime(a.ultimaPosicion.at) : t('live.noPosition')}</td>
                          <td className={table.td}>
                            {a.ultimaAuditoria ? `${a.ultimaAuditoria.folio} · ${t(`verdict.${a.ultimaAuditoria.veredicto}`)} · ${formatDateTime(a.ultimaAuditoria.createdAt)}` : '—'}
                          </td>
                          <td className={table.td}>
                            <Button size="small" appearance={chosen === a.auditor.id ? 'primary' : 'secondary'} aria-pressed={chosen === a.auditor.id} onClick={() => setChosen(chosen === a.auditor.id ? null : a.auditor.id)}>
                              {t('live.showTrack')}
                            </Button>
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              )}
            </Section>
            <Section labelledBy={ids.lists}>
              <Subtitle2 as="h2" id={ids.lists}>
                {t('live.progress')}
              </Subtitle2>
              {listas.length === 0 ? (
                <span className={s.muted}>{t('lists.emptySupervisor')}</span>
              ) : (
                <ul className={s.lists} aria-labelledby={ids.lists}>
                  {listas.map((l) => (
                    <li key={l.id} className={s.listRow}>
                      <span>
                        <UserText>{l.nombre}</UserText> · <UserText>{l.auditor.displayName}</UserText>
                      </span>
                      <ProgressBar progreso={l.progreso} />
                    </li>
                  ))}
                </ul>
              )}
            </Section>
          </div>
        </>
      )}
    </Page>
  );
}
