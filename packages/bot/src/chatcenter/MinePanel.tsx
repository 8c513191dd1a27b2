import { Badge, Body1Strong, Caption1, CounterBadge, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { UserText } from '@sig/shared';
import { Empty, LoadError, Loading } from '@sig/shared/staff-ui';

import { useBotT } from '../i18n';
import { useMineQuery } from './centreApi';
import { ccError } from './ccText';
import { usePanelStyles } from './panelStyles';

const useStyles = makeStyles({
  pick: {
    width: '100%',
    textAlign: 'start',
    font: 'inherit',
    color: 'inherit',
    backgroundColor: tokens.colorNeutralBackground1,
    cursor: 'pointer',
    minHeight: '44px',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '1px' },
  },
  current: { backgroundColor: tokens.colorBrandBackground2, border: `1px solid ${tokens.colorBrandStroke1}`, ':hover': { backgroundColor: tokens.colorBrandBackground2Hover } },
});

/** The agent's open conversations with their unread counts; choosing one opens it. */
export function MinePanel({ selected, onSelect, className }: { selected: string | null; onSelect: (id: string) => void; className?: string }) {
  const s = usePanelStyles();
  const own = useStyles();
  const { t } = useBotT();
  const mine = useMineQuery();
  const items = mine.data?.items ?? [];
  return (
    <section className={`${s.panel} ${className ?? ''}`} aria-labelledby="cc-mine-title">
      <div className={s.head}>
        <h2 id="cc-mine-title" className={s.title}>
          {t('cc.mine.title', { n: items.length })}
        </h2>
        {mine.data && mine.data.noLeidos > 0 && <CounterBadge count={mine.data.noLeidos} aria-label={t('cc.mine.unreadTotal', { n: mine.data.noLeidos })} />}
      </div>
      {mine.isError ? (
        <LoadError message={ccError(mine.error, t)} onRetry={() => void mine.refetch()} />
      ) : !mine.data ? (
        <Loading />
      ) : items.length === 0 ? (
        <Empty>{t('cc.mine.empty')}</Empty>
      ) : (
        <ul className={s.list} aria-label={t('cc.mine.list')}>
          {items.map((c) => (
            <li key={c.id}>
              <button
                type="button"
                className={mergeClasses(s.row, own.pick, c.id === selected && own.current)}
                aria-current={c.id === selected ? 'true' : undefined}
                aria-label={c.noLeidos ? t('cc.mine.openUnread', { nombre: c.contacto.nombre, n: c.noLeidos }) : t('cc.mine.open', { nombre: c.contacto.nombre })}
                onClick={() => onSelect(c.id)}
              >
                <span className={s.grow}>
                  <Body1Strong>
                    <UserText>{c.contacto.nombre}</UserText>
                  </Body1Strong>
                  <Caption1 className={s.muted}>
                    <Badge appearance="tint" size="small">{t(`cc.channel.${c.contacto.canal}`)}</Badge>
                    {!c.ventanaAbierta && <> {t('cc.mine.windowClosed')}</>}
                  </Caption1>
                </span>
                {c.noLeidos > 0 && <CounterBadge count={c.noLeidos} aria-hidden />}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
