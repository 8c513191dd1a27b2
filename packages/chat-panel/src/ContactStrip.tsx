import { CounterBadge, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { UserAvatar } from '@sig/shared';

import type { ChatContact } from './chatApi';
import { useChatT } from './i18n';
import { MyStatus } from './MyStatus';
import { StatusDot } from './StatusDot';

/** Spec 9: the contact strip is 70 px wide. */
export const CONTACT_STRIP_WIDTH = 70;

const useStyles = makeStyles({
  strip: {
    width: `${CONTACT_STRIP_WIDTH}px`,
    flexShrink: 0,
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalS,
    paddingBlock: tokens.spacingVerticalS,
    boxSizing: 'border-box',
    borderInlineEndWidth: tokens.strokeWidthThin, borderInlineEndStyle: 'solid', borderInlineEndColor: tokens.colorNeutralStroke2,
    backgroundColor: tokens.colorNeutralBackground2,
    overflowY: 'auto',
    overflowX: 'hidden',
  },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: tokens.spacingVerticalS },
  separator: { width: '40px', height: '1px', backgroundColor: tokens.colorNeutralStroke2, flexShrink: 0 },
  contact: {
    position: 'relative',
    display: 'grid',
    placeItems: 'center',
    width: '52px',
    height: '52px',
    padding: 0,
    border: 'none',
    borderRadius: tokens.borderRadiusCircular,
    background: 'transparent',
    cursor: 'pointer',
    ':hover': { backgroundColor: tokens.colorNeutralBackground2Hover },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '1px' },
  },
  selected: { backgroundColor: tokens.colorBrandBackground2, ':hover': { backgroundColor: tokens.colorBrandBackground2Hover } },
  badge: { position: 'absolute', insetBlockStart: '0', insetInlineEnd: '0' },
});

export function ContactStrip({
  contacts,
  unread,
  selectedId,
  onSelect,
}: {
  contacts: ChatContact[];
  unread: Record<string, number>;
  selectedId: string | null;
  onSelect: (id: string) => void;
}) {
  const s = useStyles();
  const { t } = useChatT();
  return (
    <nav className={s.strip} aria-label={t('contacts.label')} data-testid="chat-contacts">
      <MyStatus />
      <span className={s.separator} aria-hidden="true" />
      <ul className={s.list}>
        {contacts.map((c) => {
          const count = unread[c.id] ?? 0;
          const label = [t('contact.label', { name: c.name, status: t(`status.${c.status}`) }), count ? t('contact.unread', { count }) : ''].filter(Boolean).join(', ');
          return (
            <li key={c.id}>
              <button
                type="button"
                className={mergeClasses(s.contact, c.id === selectedId && s.selected)}
                aria-label={label}
                aria-pressed={c.id === selectedId}
                title={c.name}
                onClick={() => onSelect(c.id)}
                data-testid={`chat-contact-${c.id}`}
              >
                <UserAvatar name={c.name} photoURL={c.avatar} size={40} fallback="image" />
                <StatusDot status={c.status} />
                {count > 0 && <CounterBadge className={s.badge} count={count} size="small" color="danger" aria-hidden="true" data-testid="chat-unread" />}
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
