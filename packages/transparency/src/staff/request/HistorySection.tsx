import { Caption1, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import type { TranspDetail } from '@sig/shared';
import { Section, formatDateTime } from '@sig/shared/staff-ui';
import { useId } from 'react';

import { useTranspT } from '../../i18n';
import { historyText } from './historyText';

const useStyles = makeStyles({
  list: { margin: 0, padding: 0, listStyleType: 'none', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  item: { borderLeft: `3px solid ${tokens.colorNeutralStroke2}`, paddingLeft: tokens.spacingHorizontalM },
  moved: { borderLeftColor: tokens.colorPaletteMarigoldBorder2 },
  text: { margin: 0, overflowWrap: 'anywhere' },
  comment: { margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', color: tokens.colorNeutralForeground2 },
});

/** The request's typed history, newest first: who, when, what changed (due dates moved by a holiday with the reason). */
export function HistorySection({ r }: { r: TranspDetail }) {
  const s = useStyles();
  const { t } = useTranspT();
  const id = useId();
  const events = [...r.historial].reverse();
  return (
    <Section labelledBy={id}>
      <Subtitle2 as="h2" id={id}>
        {t('history.title')}
      </Subtitle2>
      <ol className={s.list} data-testid="transp-history">
        {events.map((e) => (
          <li key={e.id} className={e.tipo === 'vencimiento' ? `${s.item} ${s.moved}` : s.item} data-tipo={e.tipo}>
            <p className={s.text}>{historyText(e, t)}</p>
            {e.comentario && e.tipo !== 'nota' && <p className={s.comment}>{e.comentario}</p>}
            <Caption1>
              {e.actor?.displayName ?? (e.tipo === 'creada' || e.tipo === 'reanudada' ? t('history.requester') : t('history.system'))} · {formatDateTime(e.at)}
            </Caption1>
          </li>
        ))}
      </ol>
    </Section>
  );
}
