import { Button, Caption1, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, DismissRegular, ContactCardRegular, SearchRegular } from '@fluentui/react-icons';
import { UserText, type BtCredencial, type BtPlantilla } from '@sig/shared';
import { BT_ESTADOS, LinkButton, ListStates, NativeSelect, NavTabs, Page, Pager, RouterLink, SEARCH_DEBOUNCE_MS, Section, formatDate, formatNumber, useTableStyles } from '@sig/shared/staff-ui';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

import { useBtT } from '../../i18n';
import { lastDayText } from '../../lib/dates';
import { usePlantillasQuery, useCredencialesQuery } from '../btApi';
import { LIST_PATH, NEW_CARD_HREF, NEW_PLANTILLA_HREF, cardHref, plantillaHref, rgHref } from '../links';
import { EstadoBadge } from './EstadoBadge';
import { EMPTY, filtered, parseList, queryOf, toSearch, type ListState } from './filters';

const useStyles = makeStyles({
  filters: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))', gap: tokens.spacingHorizontalM, alignItems: 'end' },
  select: { width: '100%' },
  mono: { fontFamily: tokens.fontFamilyMonospace, whiteSpace: 'nowrap' },
  nowrap: { whiteSpace: 'nowrap' },
  busy: { opacity: 0.6 },
  swatches: { display: 'inline-flex', gap: '2px', verticalAlign: 'middle', marginInlineEnd: tokens.spacingHorizontalS },
  swatch: { width: '14px', height: '14px', borderRadius: '3px', outline: `1px solid ${tokens.colorNeutralStroke2}` },
});

/** The search box: the address follows once typing stops. */
function SearchField({ value, onSettle }: { value: string; onSettle: (q: string) => void }) {
  const { t } = useBtT();
  const [text, setText] = useState(value);
  const latest = useRef(onSettle);
  latest.current = onSettle;
  useEffect(() => {
    const q = text.trim();
    if (q === value) return;
    const timer = setTimeout(() => latest.current(q), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value]);
  return (
    <Field label={t('list.f.q')}>
      <Input type="search" contentBefore={<SearchRegular />} value={text} maxLength={120} placeholder={t('list.f.qHint')} onChange={(_, d) => setText(d.value)} />
    </Field>
  );
}

function CardsTable({ items, busy }: { items: BtCredencial[]; busy: boolean }) {
  const s = useStyles();
  const table = useTableStyles();
  const { t, i18n } = useBtT();
  return (
    <div className={table.scroller} data-scroll-x>
      <table className={`${table.table} ${busy ? s.busy : ''}`} aria-busy={busy} aria-label={t('list.table')}>
        <thead>
          <tr>
            <th className={table.th}>{t('list.col.folio')}</th>
            <th className={table.th}>{t('list.col.titular')}</th>
            <th className={table.th}>{t('list.col.plantilla')}</th>
            <th className={table.th}>{t('list.col.estado')}</th>
            <th className={table.th}>{t('list.col.emitida')}</th>
            <th className={table.th}>{t('list.col.vence')}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((c) => (
            <tr key={c.id} className={table.row}>
              <td className={`${table.td} ${s.mono}`}>
                <RouterLink href={cardHref(c.id)}>{c.folio}</RouterLink>
              </td>
              <td className={table.td}>
                <RouterLink href={rgHref(c.plantilla.id, c.habitante.id)}>
                  <UserText>{c.habitante.nombreCompleto}</UserText>
                </RouterLink>
              </td>
              <td className={table.td}>
                <UserText>{c.plantilla.nombre}</UserText>
              </td>
              <td className={table.td}>
                <EstadoBadge estado={c.estado} />
              </td>
              <td className={`${table.td} ${s.nowrap}`}>{formatDate(c.emitidaEn)}</td>
              <td className={`${table.td} ${s.nowrap}`}>{lastDayText(c.venceEn, i18n.language || 'es')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function PlantillasTable({ items, busy }: { items: BtPlantilla[]; busy: boolean }) {
  const s = useStyles();
  const table = useTableStyles();
  const { t } = useBtT();
  return (
    <div className={table.scroller} data-scroll-x>
      <table className={`${table.table} ${busy ? s.busy : ''}`} aria-busy={busy} aria-label={t('plantillas.table')}>
        <thead>
          <tr>
            <th className={table.th}>{t('plantillas.col.nombre')}</th>
            <th className={table.th}>{t('plantillas.col.orientacion')}</th>
            <th className={table.th}>{t('plantillas.col.vigencia')}</th>
            <th className={`${table.th} ${table.num}`}>{t('plantillas.col.vigentes')}</th>
            <th className={table.th}>{t('plantillas.col.activa')}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((p) => (
            <tr key={p.id} className={table.row}>
              <td className={table.td}>
                <span className={s.swatches} aria-hidden>
                  {[p.colores.primario, p.colores.secundario].map((c, i) => (
                    <span key={i} className={s.swatch} style={{ backgroundColor: c }} />
                  ))}
                </span>
                <RouterLink href={plantillaHref(p.id)}>
                  <UserText>{p.nombre}</UserText>
                </RouterLink>
              </td>
              <td className={table.td}>{t(`orientacion.${p.orientacion}`)}</td>
              <td className={`${table.td} ${s.nowrap}`}>{t('plantillas.meses', { count: p.vigenciaMeses })}</td>
              <td className={`${table.td} ${table.num}`}>{formatNumber(p.vigentes)}</td>
              <td className={table.td}>{p.activa ? t('plantillas.activa') : <span className={table.muted}>{t('plantillas.inactiva')}</span>}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The cards tab: filters (estado, plantilla, search) kept in the address, paged on the server. */
function CardsTab({ state, go }: { state: ListState; go: (next: ListState) => void }) {
  const s = useStyles();
  const { t } = useBtT();
  const list = useCredencialesQuery(queryOf(state));
  const total = list.data?.total;
  const plantillas = usePlantillasQuery({ page: '1', pageSize: '100' });
  const change = (patch: Partial<ListState>) => go({ ...state, page: 1, ...patch });
  const clear = filtered(state) && (
    <Button icon={<DismissRegular />} onClick={() => go({ ...EMPTY })}>
      {t('list.clear')}
    </Button>
  );
  return (
    <>
      <Section>
        <div className={s.filters}>
          <Field label={t('list.f.estado')}>
            {(aria) => (
              <NativeSelect {...aria} className={s.select} value={state.estado} onChange={(e) => change({ estado: e.target.value as ListState['estado'] })}>
                <option value="">{t('list.all')}</option>
                {BT_ESTADOS.map((e) => (
                  <option key={e} value={e}>
                    {t(`estado.${e}`)}
                  </option>
                ))}
              </NativeSelect>
            )}
          </Field>
          <Field label={t('list.f.plantilla')}>
            {(aria) => (
              <NativeSelect {...aria} className={s.select} value={state.plantillaId} onChange={(e) => change({ plantillaId: e.target.value })}>
                <option value="">{t('list.allF')}</option>
                {plantillas.data?.items.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.nombre}
                  </option>
                ))}
              </NativeSelect>
            )}
          </Field>
          <SearchField key={state.q} value={state.q} onSettle={(q) => change({ q })} />
          {clear}
        </div>
      </Section>
      <Section>
        {total !== undefined && <Caption1 aria-live="polite">{t('list.count', { count: total, n: formatNumber(total) })}</Caption1>}
        <ListStates query={list} t={t} empty={filtered(state) ? t('list.noMatch') : t('list.empty')} emptyAction={clear || undefined}>
          {(shown) => <CardsTable items={shown.items} busy={list.isFetching} />}
        </ListStates>
        {list.data && <Pager page={state.page} shownPage={list.data.page} pageSize={list.data.pageSize} total={list.data.total} busy={list.isFetching} onPage={(page) => go({ ...state, page })} />}
      </Section>
    </>
  );
}

function PlantillasTab({ state, go }: { state: ListState; go: (next: ListState) => void }) {
  const { t } = useBtT();
  const list = usePlantillasQuery({ page: String(state.page) });
  const total = list.data?.total;
  return (
    <Section>
      {total !== undefined && <Caption1 aria-live="polite">{t('plantillas.count', { count: total, n: formatNumber(total) })}</Caption1>}
      <ListStates query={list} t={t} empty={t('plantillas.empty')}>
        {(shown) => <PlantillasTable items={shown.items} busy={list.isFetching} />}
      </ListStates>
      {list.data && <Pager page={state.page} shownPage={list.data.page} pageSize={list.data.pageSize} total={list.data.total} busy={list.isFetching} onPage={(page) => go({ ...state, page })} />}
    </Section>
  );
}

/** /bettaid/list: the cards issued (filtered, paged) and, in a second tab, the card templates. */
export function ListPage() {
  const { t } = useBtT();
  const { search } = useLocation();
  const navigate = useNavigate();
  const state = parseList(search);
  const go = (next: ListState) => navigate(`${LIST_PATH}${toSearch(next)}`);
  const plantillas = state.tab === 'plantillas';
  return (
    <Page
      title={t('list.title')}
      actions={
        plantillas ? (
          <LinkButton appearance="primary" icon={<AddRegular />} href={NEW_PLANTILLA_HREF}>
            {t('list.nuevaPlantilla')}
          </LinkButton>
        ) : (
          <LinkButton appearance="primary" icon={<ContactCardRegular />} href={NEW_CARD_HREF}>
            {t('list.emitir')}
          </LinkButton>
        )
      }
    >
      <NavTabs
        label={t('list.tabs')}
        current={state.tab}
        tabs={[
          { id: '', label: t('list.tab.credenciales'), href: LIST_PATH },
          { id: 'plantillas', label: t('list.tab.plantillas'), href: `${LIST_PATH}?tab=plantillas` },
        ]}
      />
      {plantillas ? <PlantillasTab state={state} go={go} /> : <CardsTab state={state} go={go} />}
    </Page>
  );
}
