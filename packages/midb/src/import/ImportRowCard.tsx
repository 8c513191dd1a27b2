import { Badge, Body1Strong, Caption1, ToggleButton, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { UserText, type MidbImportColumn, type MidbImportDecision, type MidbImportRow } from '@sig/shared';
import { RouterLink, formatNumber } from '@sig/shared/staff-ui';

import { useMidbT } from '../i18n';
import { links } from '../lib/links';
import { fieldLabel, problemText, rowFields, rowName } from './importText';

const useStyles = makeStyles({
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    minWidth: 0,
  },
  rejected: { borderInlineStartWidth: tokens.strokeWidthThickest, borderInlineStartColor: tokens.colorPaletteRedBorder2 },
  possible: { borderInlineStartWidth: tokens.strokeWidthThickest, borderInlineStartColor: tokens.colorPaletteMarigoldBorder2 },
  head: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  fila: { color: tokens.colorNeutralForeground3, fontVariantNumeric: 'tabular-nums' },
  problems: { margin: 0, paddingInlineStart: tokens.spacingHorizontalXL, display: 'flex', flexDirection: 'column', gap: '2px' },
  problem: { color: tokens.colorPaletteRedForeground1 },
  suggestion: { color: tokens.colorNeutralForeground2 },
  compare: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))', gap: tokens.spacingHorizontalM },
  side: { display: 'flex', flexDirection: 'column', gap: '2px', padding: tokens.spacingHorizontalS, borderRadius: tokens.borderRadiusMedium, backgroundColor: tokens.colorNeutralBackground2, minWidth: 0 },
  dl: { display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: tokens.spacingHorizontalS, rowGap: '2px', margin: 0, fontSize: tokens.fontSizeBase200 },
  dt: { color: tokens.colorNeutralForeground3 },
  dd: { margin: 0, overflowWrap: 'anywhere' },
  mono: { fontFamily: tokens.fontFamilyMonospace },
  conflicts: { margin: 0, paddingInlineStart: tokens.spacingHorizontalXL, fontSize: tokens.fontSizeBase200 },
  decisions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap', alignItems: 'center' },
});

const SHOWN = ['curp', 'fechaNacimiento', 'colonia'] as const;

/** One row of the file: its problems, or its match in the registry side by side, and the decisions it allows. */
export function ImportRowCard({
  row,
  columnas,
  onDecide,
  busy,
}: {
  row: MidbImportRow;
  columnas: readonly MidbImportColumn[];
  onDecide?: (fila: number, decision: MidbImportDecision) => void;
  busy?: boolean;
}) {
  const s = useStyles();
  const { t, i18n } = useMidbT();
  const file = rowFields(columnas, row.valores);
  const name = rowName(file) || t('import.review.noName');
  const match = row.coincidencia;
  const headId = `import-row-${row.fila}`;

  return (
    <li className={mergeClasses(s.card, row.estado === 'rechazada' && s.rejected, row.tipo === 'posible' && s.possible)} aria-labelledby={headId}>
      <div className={s.head}>
        <span id={headId}>
          <span className={s.fila}>{t('import.review.row', { fila: formatNumber(row.fila) })}</span>
          {' · '}
          <Body1Strong>
            <UserText>{name}</UserText>
          </Body1Strong>
        </span>
        {row.estado === 'rechazada' && (
          <Badge appearance="tint" color="danger">
            {t('import.rowEstado.rechazada')}
          </Badge>
        )}
        {row.estado === 'pendiente' && <Badge appearance="outline">{t('import.rowEstado.pendiente')}</Badge>}
        {row.tipo && (
          <Badge appearance="tint" color={row.tipo === 'posible' ? 'warning' : row.tipo === 'curp' ? 'brand' : 'success'}>
            {t(`import.tipo.${row.tipo}`)}
          </Badge>
        )}
        {row.sinCambios && <Badge appearance="outline">{t('import.count.sinCambios')}</Badge>}
        {row.resultado && (
          <Badge appearance="filled" color={row.resultado === 'rechazada' ? 'danger' : row.resultado === 'omitida' ? 'informative' : 'success'}>
            {t(`import.resultado.${row.resultado}`)}
          </Badge>
        )}
      </div>

      {row.problemas.length > 0 && (
        <ul className={s.problems} aria-label={t('import.review.problems')}>
          {row.problemas.map((p, i) => (
            <li key={i}>
              <span className={s.problem}>
                {fieldLabel(p.campo, t)}: {problemText(p, t, i18n.language)}
              </span>
              {p.sugerencia && (
                <>
                  {' '}
                  <span className={s.suggestion}>{t('import.review.suggestion', { colonia: p.sugerencia })}</span>
                </>
              )}
            </li>
          ))}
        </ul>
      )}

      {match && (
        <>
          <div className={s.compare}>
            <div className={s.side}>
              <Caption1>{t('import.review.file')}</Caption1>
              <Body1Strong>
                <UserText>{name}</UserText>
              </Body1Strong>
              <dl className={s.dl}>
                {SHOWN.map((f) => (
                  <Pair key={f} label={fieldLabel(f, t)} value={file[f] ?? ''} mono={f === 'curp'} />
                ))}
              </dl>
            </div>
            <div className={s.side}>
              <Caption1>
                {t('import.review.registry')} · {row.tipo === 'curp' ? t('import.review.sameCurp') : t('import.review.score', { percent: formatNumber(Math.round(match.puntaje * 100)) })}
              </Caption1>
              <Body1Strong>
                <RouterLink href={links.ver(match.habitante.id)}>
                  <UserText>{match.habitante.nombreCompleto}</UserText>
                </RouterLink>
              </Body1Strong>
              <dl className={s.dl}>
                <Pair label={fieldLabel('curp', t)} value={match.habitante.curp ?? ''} mono />
                <Pair label={fieldLabel('fechaNacimiento', t)} value={match.habitante.fechaNacimiento ?? ''} />
                <Pair label={fieldLabel('colonia', t)} value={match.habitante.colonia ?? ''} />
              </dl>
            </div>
          </div>
          <Caption1>
            {row.sinCambios
              ? t('import.review.sinCambios')
              : match.rellena.length
                ? t('import.review.fills', { fields: match.rellena.map((f) => fieldLabel(f, t)).join(', ') })
                : t('import.review.fillsNothing')}
          </Caption1>
          {match.conflictos.length > 0 && (
            <div>
              <Caption1>{t('import.review.conflicts')}</Caption1>
              <ul className={s.conflicts}>
                {match.conflictos.map((c) => (
                  <li key={c.campo}>{t('import.review.conflict', { field: fieldLabel(c.campo, t), registro: c.registro, archivo: c.archivo })}</li>
                ))}
              </ul>
            </div>
          )}
        </>
      )}

      {onDecide && row.permitidas.length > 0 && (
        <div className={s.decisions} role="group" aria-label={t('import.review.decision', { fila: row.fila })}>
          {row.permitidas.map((d) => (
            <ToggleButton key={d} size="small" checked={row.decision === d} appearance={row.decision === d ? 'primary' : 'secondary'} disabled={busy} onClick={() => row.decision !== d && onDecide(row.fila, d)}>
              {t(`import.decision.${d}`)}
            </ToggleButton>
          ))}
        </div>
      )}
      {!onDecide && row.decision && !row.resultado && <Caption1>{t('import.review.decided', { decision: t(`import.decision.${row.decision}`) })}</Caption1>}
      {row.motivo && row.resultado && row.resultado !== 'rechazada' && <Caption1>{row.motivo}</Caption1>}
    </li>
  );
}

function Pair({ label, value, mono }: { label: string; value: string; mono?: boolean }) {
  const s = useStyles();
  const { t } = useMidbT();
  return (
    <>
      <dt className={s.dt}>{label}</dt>
      <dd className={mergeClasses(s.dd, mono && s.mono)}>{value ? <UserText>{value}</UserText> : t('common.empty')}</dd>
    </>
  );
}
