import { Badge, Button, makeStyles, tokens } from '@fluentui/react-components';
import { DismissRegular, SettingsRegular, TaskListLtrRegular } from '@fluentui/react-icons';
import { UserText, hasPermission, useRole } from '@sig/shared';
import { Empty, LinkButton, LoadError, Loading, NativeSelect, Page, Pager, RouterLink, Section, apiErrorMessage, formatDateTime, formatNumber, useTableStyles } from '@sig/shared/staff-ui';
import { useId } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

import { useCatalogoQuery, useColaQuery } from '../auditApi';
import { useAuditT } from '../i18n';
import { links } from '../lib/links';
import { AUDIT_SETTINGS_WRITERS } from '../lib/settingsAccess';
import { EMPTY_QUEUE, parseQueue, queueFilterParams, queueParams, queueSearch, type QueueFilters } from '../lib/queueFilters';
import { FiguresSummary } from './FiguresSummary';

const useStyles = makeStyles({
  filters: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalM },
  field: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  empty: { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: tokens.spacingVerticalS },
  busy: { opacity: 0.6 },
  priority: { boxShadow: `inset 4px 0 0 ${tokens.colorPaletteRedBorder2}` },
  mono: { fontFamily: tokens.fontFamilyMonospace, whiteSpace: 'nowrap' },
  comment: { marginBlockStart: tokens.spacingVerticalXXS, color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
});

/** /sig/auditoria: closed cases pending audit, the citizen's "not fixed" first and marked; the figures above. */
export function QueuePage() {
  const s = useStyles();
  const table = useTableStyles();
  const { t } = useAuditT();
  const { search } = useLocation();
  const navigate = useNavigate();
  const mayConfigure = hasPermission(AUDIT_SETTINGS_WRITERS, useRole());
  const state = parseQueue(search);
  const ids = { kind: useId(), dep: useId(), motivo: useId() };

  const go = (next: QueueFilters) => navigate(links.cola(queueSearch(next)));
  const change = (patch: Partial<QueueFilters>) => go({ ...state, page: 1, ...patch });
  const list = useColaQuery(queueParams(state));
  const deps = useCatalogoQuery('dependencias');
  const data = list.data;
  const filtered = Object.keys(queueFilterParams(state)).length > 0;

  return (
    <Page
      title={t('queue.title')}
      subtitle={data ? t('queue.count', { count: data.total, n: formatNumber(data.total) }) : undefined}
      actions={
        <>
          <LinkButton href={links.listas()} icon={<TaskListLtrRegular />}>
            {t('queue.workLists')}
          </LinkButton>
          {mayConfigure && (
            <LinkButton href={links.ajustes()} icon={<SettingsRegular />}>
              {t('settings.title')}
            </LinkButton>
          )}
        </>
      }
    >
      <FiguresSummary />
      <Section>
        <div className={s.filters} role="group" aria-label={t('filter.label')}>
          <div className={s.field}>
            <label htmlFor={ids.kind}>{t('filter.tipo')}</label>
            <NativeSelect id={ids.kind} value={state.kind} onChange={(e) => change({ kind: e.target.value })}>
              <option value="">{t('filter.all')}</option>
              <option value="reporte">{t('kind.reporte')}</option>
              <option value="solicitud">{t('kind.solicitud')}</option>
            </NativeSelect>
          </div>
          <div className={s.field}>
            <label htmlFor={ids.dep}>{t('filter.dependencia')}</label>
            <NativeSelect id={ids.dep} value={state.dependenciaId} onChange={(e) => change({ dependenciaId: e.target.value })}>
              <option value="">{t('filter.allFem')}</option>
              {deps.data?.items.map((d) => (
                <option key={d.id} value={d.id}>
                  {d.nombre}
                </option>
              ))}
              {state.dependenciaId && deps.data && !deps.data.items.some((d) => d.id === state.dependenciaId) && <option value={state.dependenciaId}>{t('filter.unknown')}</option>}
            </NativeSelect>
          </div>
          <div className={s.field}>
            <label htmlFor={ids.motivo}>{t('filter.motivo')}</label>
            <NativeSelect id={ids.motivo} value={state.motivo} onChange={(e) => change({ motivo: e.target.value })}>
              <option value="">{t('filter.all')}</option>
              <option value="ciudadano">{t('motivo.ciudadano')}</option>
              <option value="muestra">{t('motivo.muestra')}</option>
            </NativeSelect>
          </div>
          {filtered && (
            <Button icon={<DismissRegular />} onClick={() => go(EMPTY_QUEUE)}>
              {t('filter.clear')}
            </Button>
          )}
        </div>
      </Section>
      <Section>
        {list.isError ? (
          <LoadError message={apiErrorMessage(list.error, t)} onRetry={() => void list.refetch()} />
        ) : !data ? (
          <Loading />
        ) : data.items.length === 0 ? (
          <div className={s.empty}>
            <Empty>{filtered ? t('queue.noMatch') : t('queue.empty')}</Empty>
          </div>
        ) : (
          <div className={table.scroller} data-scroll-x>
            <table className={`${table.table} ${list.isFetching ? s.busy : ''}`} aria-busy={list.isFetching} aria-label={t('queue.table')}>
              <thead>
                <tr>
                  <th className={table.th}>{t('field.folio')}</th>
                  <th className={table.th}>{t('field.tipo')}</th>
                  <th className={table.th}>{t('field.dependencia')}</th>
                  <th className={table.th}>{t('field.direccion')}</th>
                  <th className={table.th}>{t('field.closedAt')}</th>
                  <th className={table.th}>{t('field.motivo')}</th>
                </tr>
              </thead>
              <tbody>
                {data.items.map((c) => (
                  <tr key={c.id} className={`${table.row} ${c.motivo === 'ciudadano' ? s.priority : ''}`}>
                    <td className={`${table.td} ${s.mono}`}>
                      <RouterLink href={links.auditar(c.id, c.kind)}>{c.folio}</RouterLink>
                    </td>
                    <td className={table.td}>
                      {t(`kind.${c.kind}`)} · <UserText>{c.tipo.nombre}</UserText>
                    </td>
                    <td className={table.td}>{c.dependencia ? <UserText>{c.dependencia.nombre}</UserText> : ''}</td>
                    <td className={table.td}>
                      <UserText>{c.direccion}</UserText>
                    </td>
                    <td className={table.td}>{c.closedAt ? formatDateTime(c.closedAt) : ''}</td>
                    <td className={table.td}>
                      {c.motivo === 'ciudadano' ? (
                        <>
                          <Badge color="danger" appearance="filled">
                            {t('queue.priority')}
                          </Badge>
                          {c.comentarioCiudadano && (
                            <div className={s.comment}>
                              <UserText>{c.comentarioCiudadano}</UserText>
                            </div>
                          )}
                        </>
                      ) : (
                        t('motivo.muestra')
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {data && <Pager page={state.page} shownPage={data.page} pageSize={data.pageSize} total={data.total} busy={list.isFetching} onPage={(page) => go({ ...state, page })} />}
      </Section>
    </Page>
  );
}
