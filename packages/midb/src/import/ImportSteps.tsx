import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { CheckmarkCircleFilled } from '@fluentui/react-icons';
import type { MidbImportEstado } from '@sig/shared';

import { useMidbT } from '../i18n';

const useStyles = makeStyles({
  list: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, listStyleType: 'none', margin: 0, padding: 0 },
  step: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    paddingBlock: tokens.spacingVerticalXXS,
    paddingInline: tokens.spacingHorizontalS,
    borderRadius: tokens.borderRadiusCircular,
    color: tokens.colorNeutralForeground3,
    fontSize: tokens.fontSizeBase200,
  },
  current: { backgroundColor: tokens.colorBrandBackground2, color: tokens.colorBrandForeground2, fontWeight: tokens.fontWeightSemibold },
  done: { color: tokens.colorPaletteGreenForeground1 },
  num: { fontVariantNumeric: 'tabular-nums' },
});

const STEPS = ['upload', 'mapping', 'review', 'commit'] as const;
const STEP_OF: Record<MidbImportEstado | 'upload', number> = { upload: 0, mapeo: 1, validando: 1, lista: 2, guardando: 3, terminada: 3, fallida: 3 };

/** Where the import stands: upload, columns, review, save (the current one is `aria-current`). */
export function ImportSteps({ estado, mapping }: { estado: MidbImportEstado | 'upload'; mapping?: boolean }) {
  const s = useStyles();
  const { t } = useMidbT();
  const current = mapping ? 1 : STEP_OF[estado];
  const finished = estado === 'terminada';
  return (
    <ol className={s.list} aria-label={t('import.steps')}>
      {STEPS.map((step, i) => {
        const done = i < current || (finished && i === current);
        return (
          <li key={step} className={mergeClasses(s.step, i === current && !finished && s.current, done && s.done)} aria-current={i === current ? 'step' : undefined}>
            {done ? <CheckmarkCircleFilled aria-hidden /> : <span className={s.num} aria-hidden>{`${i + 1}.`}</span>}
            {t(`import.step.${step}`)}
          </li>
        );
      })}
    </ol>
  );
}
