import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { notify, type TranspListItem, type TranspUnit } from '@sig/shared';
import { BusyButton, ListStates, NativeSelect, Pager, RouterLink, Section, apiErrorMessage, formatDate, formatNumber, useTableStyles } from '@sig/shared/staff-ui';
import { useState } from 'react';

import { useTranspT } from '../../i18n';
import { mediumDay } from '../../lib/days';
import { hasCode } from '../../lib/errors';
import { links } from '../../lib/links';
import { useAsignarMutation, useSolicitudesQuery, useUnidadesQuery } from '../transpApi';

const useStyles = makeStyles({
  mono: { fontFamily: tokens.fontFamilyMonospace, whiteSpace: 'nowrap' },
  extract: { maxWidth: '42ch', overflow: 'hidden', textOverflow: 'ellipsis', display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical' },
  late: { color: tokens.colorPaletteRedForeground1, fontWeight: tokens.fontWeightSemibold },
  assign: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center', flexWrap: 'wrap' },
  select: { minWidth: '14em', maxWidth: '100%' },
  busy: { opacity: 0.6 },
});

const PAGE_SIZE = 25;

/**
 * /transparencia/adm/asignacion: the open requests no unit works yet, oldest due first as the server orders them,
 * each assigned from its row (TransparenciaAdm). An assigned request leaves the list (the inbox refetches).
 */
export function AssignTab() {
  const s = useStyles();
  const table = useTableStyles();
  const { t } = useTranspT();
  const [page, setPage] = useState(1);
  const list = useSolicitudesQuery({ unidad: 'ninguna', abiertas: 'si', page: String(page), pageSize: String(PAGE_SIZE) });
  const units = useUnidadesQuery();
  const active = (units.data?.items ?? []).filter((u) => u.activo);
  const data = list.data;

  return (
    <Section>
      <ListStates query={list} t={t} empty={t('assign.empty')}>
        {(shown) => (
          <div className={table.scroller} data-scroll-x>
            <table className={mergeClasses(table.table, list.isFetching && s.busy)} aria-busy={list.isFetching} aria-label={t('assign.table', { n: formatNumber(shown.total) })}>
              <thead>
                <tr>
                  <th className={table.th}>{t('field.folio')}</th>
                  <th className={table.th}>{t('field.solicitud')}</th>
                  <th className={table.th}>{t('field.recibida')}</th>
                  <th className={table.th}>{t('field.vence')}</th>
                  <th className={table.th}>{t('action.assign')}</th>
                </tr>
              </thead>
              <tbody>
                {shown.items.map((r) => (
                  <tr key={r.id}>
                    <td className={mergeClasses(table.td, s.mono)}>
                      <RouterLink href={links.request(r.id)}>{r.folio}</RouterLink>
                    </td>
                    <td className={table.td}>
                      <span className={s.extract}>{r.extracto}</span>
                    </td>
                    <td className={table.td}>{formatDate(r.createdAt)}</td>
                    <td className={mergeClasses(table.td, r.vencida && s.late)}>{r.due ? mediumDay(r.due) : t('due.stopped')}</td>
                    <td className={table.td}>
                      <AssignRow r={r} units={active} onStale={() => void list.refetch()} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </ListStates>
      {data && <Pager page={page} shownPage={data.page} pageSize={data.pageSize} total={data.total} busy={list.isFetching} onPage={setPage} />}
    </Section>
  );
}

function AssignRow({ r, units, onStale }: { r: TranspListItem; units: TranspUnit[]; onStale: () => void }) {
  const s = useStyles();
  const { t } = useTranspT();
  const [unidad, setUnidad] = useState('');
  const [assign, assigning] = useAsignarMutation();
  const save = async () => {
    try {
      await assign({ id: r.id, body: { unidadId: unidad, version: r.version } }).unwrap();
      notify({ message: t('assign.done', { folio: r.folio }), variant: 'success' });
    } catch (x) {
      notify({ message: apiErrorMessage(x, t), variant: 'error' });
      if (hasCode(x, 'transparencia.stale')) onStale();
    }
  };
  return (
    <div className={s.assign}>
      <NativeSelect className={s.select} aria-label={t('assign.unitFor', { folio: r.folio })} value={unidad} onChange={(e) => setUnidad(e.target.value)}>
        <option value="">{t('assign.choose')}</option>
        {units.map((u) => (
          <option key={u.id} value={u.id}>
            {u.nombre}
          </option>
        ))}
      </NativeSelect>
      <BusyButton busy={assigning.isLoading} disabled={!unidad} onClick={() => void save()}>
        {t('action.assignSave')}
      </BusyButton>
    </div>
  );
}
