import { Body1, Button, Caption1, MessageBar, MessageBarActions, MessageBarBody, Subtitle2, ToggleButton, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { SaveRegular } from '@fluentui/react-icons';
import { notify, type MidbImportCounts, type MidbImportDecision, type MidbImportResponse, type MidbImportTipo, type MidbImportVista } from '@sig/shared';
import { ConfirmDialog, Empty, Pager, Section, formatNumber } from '@sig/shared/staff-ui';
import { useState } from 'react';

import { useMidbT } from '../i18n';
import { useImportCommitMutation, useImportDecisionsMutation } from '../midbApi';
import { ImportRowCard } from './ImportRowCard';
import { importErrorText } from './importText';

const useStyles = makeStyles({
  tiles: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(128px, 1fr))', gap: tokens.spacingHorizontalS },
  tile: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: '2px',
    height: 'auto',
    paddingBlock: tokens.spacingVerticalS,
    textAlign: 'start',
    minWidth: 0,
  },
  tileStatic: { border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`, borderRadius: tokens.borderRadiusMedium, paddingInline: tokens.spacingHorizontalM },
  number: { fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold, fontVariantNumeric: 'tabular-nums' },
  warn: { color: tokens.colorPaletteDarkOrangeForeground1 },
  bad: { color: tokens.colorPaletteRedForeground1 },
  bar: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap', alignItems: 'center' },
  rows: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, margin: 0, padding: 0, listStyleType: 'none' },
  commit: { display: 'flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between' },
});

/** The counts, each a way to see its rows. */
const TILES: { key: keyof MidbImportCounts; vista: MidbImportVista | null; tone?: 'warn' | 'bad' }[] = [
  { key: 'filas', vista: 'todas' },
  { key: 'validas', vista: null },
  { key: 'rechazadas', vista: 'rechazadas', tone: 'bad' },
  { key: 'nuevas', vista: 'nuevas' },
  { key: 'curp', vista: 'curp' },
  { key: 'posibles', vista: 'posibles', tone: 'warn' },
  { key: 'sinCambios', vista: 'sin_cambios' },
  { key: 'sinDecidir', vista: 'sin_decidir', tone: 'warn' },
];

/** The kind whose rows a view shows ("apply to all" of that kind), and the decisions that make sense for it. */
const KIND_OF: Partial<Record<MidbImportVista, { tipo: MidbImportTipo; decisions: MidbImportDecision[] }>> = {
  nuevas: { tipo: 'nueva', decisions: ['create', 'skip'] },
  curp: { tipo: 'curp', decisions: ['merge', 'skip'] },
  posibles: { tipo: 'posible', decisions: ['merge', 'skip', 'create'] },
  sin_decidir: { tipo: 'posible', decisions: ['merge', 'skip', 'create'] },
};

export const REVIEW_PAGE_SIZE = 25;

/** Step 3: counts, rows by kind with their problems and matches, decisions per row or for a kind, then the commit. */
export function ReviewStep({ data, vista, page, fetching, onView }: { data: MidbImportResponse; vista: MidbImportVista; page: number; fetching: boolean; onView: (vista: MidbImportVista, page: number) => void }) {
  const s = useStyles();
  const { t } = useMidbT();
  const [decide, deciding] = useImportDecisionsMutation();
  const [commit] = useImportCommitMutation();
  const [confirming, setConfirming] = useState(false);
  const c = data.resumen;
  const kind = KIND_OF[vista];

  const apply = async (decision: MidbImportDecision, filas?: number[], tipo?: MidbImportTipo) => {
    try {
      const r = await decide({ id: data.id, body: { decision, ...(filas && { filas }), ...(tipo && { tipo }) } }).unwrap();
      if (!filas) {
        const message = r.noAplican ? t('import.review.appliedSome', { aplicadas: formatNumber(r.aplicadas), noAplican: formatNumber(r.noAplican) }) : t('import.review.applied', { aplicadas: formatNumber(r.aplicadas) });
        notify({ message, variant: 'success' });
      }
    } catch (e) {
      notify({ message: t('import.review.decideFailed', { reason: importErrorText(e, t) }), variant: 'error' });
    }
  };

  const writes = c.crear + c.fusionar;

  return (
    <>
      <Section>
        <div className={s.tiles} role="group" aria-label={t('import.counts')}>
          {TILES.map(({ key, vista: v, tone }) => {
            const n = c[key] as number;
            // the chosen tile is filled with the brand colour: its number keeps the tile's own text colour
            const toned = n > 0 && vista !== v;
            const body = (
              <>
                <span className={mergeClasses(s.number, tone === 'warn' && toned && s.warn, tone === 'bad' && toned && s.bad)}>{formatNumber(n)}</span>
                <Caption1>{t(`import.count.${key}`)}</Caption1>
              </>
            );
            return v ? (
              <ToggleButton key={key} className={s.tile} checked={vista === v} appearance={vista === v ? 'primary' : 'secondary'} onClick={() => onView(v, 1)}>
                {body}
              </ToggleButton>
            ) : (
              <div key={key} className={mergeClasses(s.tile, s.tileStatic)}>
                {body}
              </div>
            );
          })}
        </div>
        <Body1>{t('import.plan', { crear: formatNumber(c.crear), fusionar: formatNumber(c.fusionar), omitir: formatNumber(c.omitir) })}</Body1>
        {c.sinDecidir > 0 && (
          <MessageBar intent="warning">
            <MessageBarBody>{t('import.review.undecided', { n: formatNumber(c.sinDecidir) })}</MessageBarBody>
            {vista !== 'sin_decidir' && (
              <MessageBarActions>
                <Button size="small" onClick={() => onView('sin_decidir', 1)}>
                  {t('import.review.showUndecided')}
                </Button>
              </MessageBarActions>
            )}
          </MessageBar>
        )}
      </Section>

      <Section>
        <Subtitle2 as="h2">{t('import.review.list', { vista: t(`import.vista.${vista}`) })}</Subtitle2>
        {kind && data.filas.total > 0 && (
          <div className={s.bar} role="group" aria-label={t('import.review.allOfKind', { kind: t(`import.vista.${vista}`) })}>
            <Body1>{t('import.review.allOfKind', { kind: t(`import.vista.${vista}`) })}</Body1>
            {kind.decisions.map((d) => (
              <Button key={d} size="small" disabled={deciding.isLoading} onClick={() => void apply(d, undefined, kind.tipo)}>
                {t(`import.decisionAll.${d}`)}
              </Button>
            ))}
          </div>
        )}
        {data.filas.items.length === 0 ? (
          <Empty>{t(`import.review.empty.${vista}`)}</Empty>
        ) : (
          <ul className={s.rows} aria-busy={fetching} aria-label={t('import.review.list', { vista: t(`import.vista.${vista}`) })}>
            {data.filas.items.map((row) => (
              <ImportRowCard key={row.fila} row={row} columnas={data.columnas} busy={deciding.isLoading} onDecide={(fila, d) => void apply(d, [fila])} />
            ))}
          </ul>
        )}
        <Pager page={page} shownPage={data.filas.page} pageSize={data.filas.pageSize} total={data.filas.total} busy={fetching} onPage={(p) => onView(vista, p)} />
      </Section>

      <Section>
        <div className={s.commit}>
          <Body1>{c.sinDecidir > 0 ? t('import.commit.blocked') : t('import.plan', { crear: formatNumber(c.crear), fusionar: formatNumber(c.fusionar), omitir: formatNumber(c.omitir) })}</Body1>
          <Button appearance="primary" icon={<SaveRegular />} disabled={c.sinDecidir > 0} onClick={() => setConfirming(true)}>
            {t('import.commit.button')}
          </Button>
        </div>
      </Section>

      <ConfirmDialog
        open={confirming}
        title={t('import.commit.title')}
        body={t('import.commit.body', { crear: formatNumber(c.crear), fusionar: formatNumber(c.fusionar), omitir: formatNumber(c.omitir), rechazadas: formatNumber(c.rechazadas) })}
        confirmLabel={t('import.commit.confirm', { n: formatNumber(writes) })}
        onConfirm={() => commit(data.id).unwrap()}
        onClose={() => setConfirming(false)}
        describeError={(e) => importErrorText(e, t)}
      />
    </>
  );
}
