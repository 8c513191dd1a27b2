import { Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { UserText, type BtEvento } from '@sig/shared';
import { formatDateTime } from '@sig/shared/staff-ui';

import { useBtT } from '../../i18n';

const useStyles = makeStyles({
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  item: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, paddingInlineStart: tokens.spacingHorizontalM, borderInlineStartWidth: '3px', borderInlineStartStyle: 'solid', borderInlineStartColor: tokens.colorNeutralStroke2 },
  what: { fontWeight: tokens.fontWeightSemibold },
  meta: { color: tokens.colorNeutralForeground3 },
});

/** A card's history, newest first: what happened, who and when (and the reason of a revocation). */
export function History({ eventos, label }: { eventos: readonly BtEvento[]; label: string }) {
  const s = useStyles();
  const { t } = useBtT();
  if (eventos.length === 0) return <Caption1>{t('historial.empty')}</Caption1>;
  const sorted = [...eventos].sort((a, b) => b.at.localeCompare(a.at));
  return (
    <ol className={s.list} aria-label={label} data-testid="bt-historial">
      {sorted.map((e) => {
        const motivo = typeof e.datos?.motivo === 'string' ? e.datos.motivo : null;
        return (
          <li key={e.id} className={s.item}>
            <span className={s.what}>{t(`historial.${e.tipo}`)}</span>
            {motivo && (
              <span>
                {t('card.motivo')}: <UserText>{motivo}</UserText>
              </span>
            )}
            <Caption1 className={s.meta}>
              {formatDateTime(e.at)} · <UserText>{e.autor?.displayName ?? t('historial.sistema')}</UserText>
            </Caption1>
          </li>
        );
      })}
    </ol>
  );
}
