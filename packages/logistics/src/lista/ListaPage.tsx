import { Badge, Button, Checkbox, MessageBar, MessageBarBody, ToggleButton, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, DismissRegular, MapRegular, PeopleAddRegular, TableRegular } from '@fluentui/react-icons';
import { UserText, hasPermission, useRole, type LogEntrega } from '@sig/shared';
import { CsvButton, ListStates, LOG_PATHS, Page, Pager, RouterLink, Section, formatDay, formatNumber, useTableStyles } from '@sig/shared/staff-ui';
import { Suspense, lazy, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

import { useLogT } from '../i18n';
import { AsignarBar } from './AsignarBar';
import { EntregasMap } from './EntregasMap';
import { ESTADO_BADGE, envioHref } from './estadoStyle';
import { EMPTY_FILTERS, activeFilterCount, filterParams, listParams, parseFilters, toSearch, type ListaFilters } from './filters';
import { ListaFiltersBar } from './ListaFiltersBar';
import { useEntregasQuery } from './listaApi';
import { LoteDialog } from './LoteDialog';
import { NuevaEntregaDialog } from './NuevaEntregaDialog';

// the repartidor's own deliveries come with the offline kit (IndexedDB): a chunk of their own, not the list's
const MisEntregas = lazy(() => import('../envio/MisEntregas').then((m) => ({ default: m.MisEntregas })));

const useStyles = makeStyles({
  mono: { fontFamily: tokens.fontFamilyMonospace, whiteSpace: 'nowrap' },
  busy: { opacity: 0.6 },
  check: { width: '44px' },
  views: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  sub: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  nowrap: { whiteSpace: 'nowrap' },
});

export const LISTA_PATH = '/logistica/lista';

/** The programme, the item and the period in one cell. */
function Articulo({ e }: { e: LogEntrega }) {
  const s = useStyles();
  return (
    <>
      <UserText>{e.programa.nombre}</UserText>
      <div className={s.sub}>
        <UserText>{e.articulo}</UserText> · <span dir="ltr" className={s.nowrap}>
          {e.periodo}
        </span>
      </div>
    </>
  );
}

function EntregasTable({ items, busy, editar, selected, onSelect }: { items: LogEntrega[]; busy: boolean; editar: boolean; selected: Set<string>; onSelect: (ids: string[], on: boolean) => void }) {
  const s = useStyles();
  const table = useTableStyles();
  const { t } = useLogT();
  const allOn = items.length > 0 && items.every((e) => selected.has(e.id));
  const someOn = items.some((e) => selected.has(e.id));
  return (
    <div className={table.scroller} data-scroll-x>
      <table className={`${table.table} ${busy ? s.busy : ''}`} aria-busy={busy} aria-label={t('lista.table')}>
        <thead>
          <tr>
            {editar && (
              <th className={`${table.th} ${s.check}`}>
                <Checkbox
                  aria-label={t('lista.selectPage')}
                  checked={allOn ? true : someOn ? 'mixed' : false}
                  onChange={() => onSelect(items.map((e) => e.id), !allOn)}
                />
              </th>
            )}
            <th className={table.th}>{t('lista.col.folio')}</th>
            <th className={table.th}>{t('lista.col.habitante')}</th>
            <th className={table.th}>{t('lista.col.articulo')}</th>
            <th className={table.th}>{t('lista.col.colonia')}</th>
            <th className={table.th}>{t('lista.col.estado')}</th>
            <th className={table.th}>{t('lista.col.repartidor')}</th>
            <th className={table.th}>{t('lista.col.programada')}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((e) => (
            <tr key={e.id} className={table.row}>
              {editar && (
                <td className={table.td}>
                  <Checkbox aria-label={t('lista.selectOne', { folio: e.folio })} checked={selected.has(e.id)} onChange={(_, d) => onSelect([e.id], d.checked === true)} />
                </td>
              )}
              <td className={`${table.td} ${s.mono}`}>
                <RouterLink href={envioHref(e.id)}>{e.folio}</RouterLink>
              </td>
              <td className={table.td}>
                <UserText>{e.habitante.nombreCompleto}</UserText>
              </td>
              <td className={table.td}>
                <Articulo e={e} />
              </td>
              <td className={table.td}>{e.habitante.colonia ? <UserText>{e.habitante.colonia.nombre}</UserText> : <span className={table.muted}>—</span>}</td>
              <td className={table.td}>
                <Badge appearance="tint" color={ESTADO_BADGE[e.estado]}>
                  {t(`estado.${e.estado}`)}
                </Badge>
                {e.motivoFallo && <div className={s.sub}>{t(`motivo.${e.motivoFallo}`)}</div>}
              </td>
              <td className={table.td}>{e.repartidor ? <UserText>{e.repartidor.displayName}</UserText> : <span className={table.muted}>{t('lista.sinAsignar')}</span>}</td>
              <td className={`${table.td} ${s.nowrap}`}>{e.programadaPara ? formatDay(e.programadaPara) : <span className={table.muted}>—</span>}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * /logistica/lista: the deliveries, paged and filtered on the server (every choice in the address), as a table or
 * a map, and as CSV. LogisticaEditar also creates them (one, or in bulk from a programme) and assigns chosen
 * ones; the server has the last word on every permission.
 */
export function ListaPage() {
  const s = useStyles();
  const { t } = useLogT();
  const { search } = useLocation();
  const navigate = useNavigate();
  const state = parseFilters(search);
  const editar = hasPermission(['admin', 'LogisticaEditar'], useRole());
  const [dialog, setDialog] = useState<'nueva' | 'lote' | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [selected, setSelected] = useState<Set<string>>(() => new Set());

  /** One history step per choice; a new filter starts at page 1 and forgets the chosen rows. */
  const go = (next: ListaFilters) => navigate(`${LISTA_PATH}${toSearch(next)}`);
  const change = (patch: Partial<ListaFilters>) => {
    setSelected(new Set());
    go({ ...state, page: 1, ...patch });
  };
  const clear = () => change({ ...EMPTY_FILTERS, vista: state.vista });
  const select = (ids: string[], on: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev);
      for (const id of ids) if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const mapa = state.vista === 'mapa';
  const list = useEntregasQuery(listParams(state), { skip: mapa });
  const filtered = activeFilterCount(state) > 0;
  const empty = filtered ? t('lista.noMatch') : editar ? t('lista.empty') : t('lista.emptyReader');
  const clearButton = filtered && (
    <Button icon={<DismissRegular />} onClick={clear}>
      {t('lista.clearFilters')}
    </Button>
  );

  return (
    <Page
      title={t('lista.title')}
      subtitle={!mapa && list.data ? t('lista.count', { count: list.data.total, n: formatNumber(list.data.total) }) : undefined}
      actions={
        <>
          {editar && (
            <>
              <Button appearance="primary" icon={<AddRegular />} onClick={() => setDialog('lote')}>
                {t('lista.lote')}
              </Button>
              <Button icon={<PeopleAddRegular />} onClick={() => setDialog('nueva')}>
                {t('lista.nueva')}
              </Button>
            </>
          )}
          <CsvButton path={LOG_PATHS.entregasCsv} params={filterParams(state)} filePrefix={t('lista.csvName')} errorT={t} />
        </>
      }
    >
      {done && (
        <MessageBar intent="success" role="status">
          <MessageBarBody>{done}</MessageBarBody>
        </MessageBar>
      )}
      <Suspense fallback={null}>
        <MisEntregas />
      </Suspense>
      <Section>
        <ListaFiltersBar state={state} onChange={change} onClear={clear} />
      </Section>
      <Section>
        <div className={s.views} role="group" aria-label={t('lista.view')}>
          <ToggleButton checked={!mapa} icon={<TableRegular />} onClick={() => go({ ...state, vista: '' })}>
            {t('lista.viewTable')}
          </ToggleButton>
          <ToggleButton checked={mapa} icon={<MapRegular />} onClick={() => go({ ...state, page: 1, vista: 'mapa' })}>
            {t('lista.viewMap')}
          </ToggleButton>
        </div>
        {mapa ? (
          <EntregasMap params={filterParams(state)} empty={empty} />
        ) : (
          <>
            {editar && selected.size > 0 && <AsignarBar ids={[...selected]} onDone={(message) => {
                  setSelected(new Set());
                  setDone(message);
                }} onClear={() => setSelected(new Set())} />}
            <ListStates query={list} t={t} empty={empty} emptyAction={clearButton || undefined}>
              {(shown) => <EntregasTable items={shown.items} busy={list.isFetching} editar={editar} selected={selected} onSelect={select} />}
            </ListStates>
            {list.data && (
              <Pager page={state.page} shownPage={list.data.page} pageSize={list.data.pageSize} total={list.data.total} busy={list.isFetching} onPage={(page) => go({ ...state, page })} />
            )}
          </>
        )}
      </Section>
      {editar && (
        <>
          <NuevaEntregaDialog open={dialog === 'nueva'} onClose={() => setDialog(null)} onDone={setDone} />
          <LoteDialog open={dialog === 'lote'} onClose={() => setDialog(null)} onDone={setDone} />
        </>
      )}
    </Page>
  );
}
