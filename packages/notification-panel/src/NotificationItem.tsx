import { Body1, Button, Caption1, Link, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { CheckmarkCircleRegular, DismissRegular, ErrorCircleRegular, InfoRegular, WarningRegular } from '@fluentui/react-icons';
import { useT } from '@sig/shared';
import type { Notification } from '@sig/shared';
import type { MouseEvent } from 'react';

import { NOTIFICATIONS_NS } from './i18n';
import { timeAgo } from './timeAgo';

type Variant = Notification['options']['variant'];

const ICONS: Record<Variant, typeof InfoRegular> = {
  success: CheckmarkCircleRegular,
  error: ErrorCircleRegular,
  warning: WarningRegular,
  info: InfoRegular,
};

const useStyles = makeStyles({
  item: {
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr) auto',
    alignItems: 'start',
    columnGap: tokens.spacingHorizontalS,
    paddingBlock: tokens.spacingVerticalS,
    paddingInlineStart: tokens.spacingHorizontalS,
    paddingInlineEnd: tokens.spacingHorizontalXXS,
    borderInlineStartWidth: tokens.strokeWidthThickest,
    borderInlineStartStyle: 'solid',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  icon: { fontSize: '20px', lineHeight: 0, paddingBlockStart: '2px' },
  success: { borderInlineStartColor: tokens.colorStatusSuccessBorderActive, color: tokens.colorStatusSuccessForeground1 },
  error: { borderInlineStartColor: tokens.colorStatusDangerBorderActive, color: tokens.colorStatusDangerForeground1 },
  warning: { borderInlineStartColor: tokens.colorStatusWarningBorderActive, color: tokens.colorStatusWarningForeground1 },
  info: { borderInlineStartColor: tokens.colorBrandStroke1, color: tokens.colorBrandForeground1 },
  text: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: 0, color: tokens.colorNeutralForeground1, overflowWrap: 'anywhere' },
  time: { color: tokens.colorNeutralForeground3 },
});

/** Our own pages open in the portal; anything else is a normal link to a new tab. */
const isPortalPath = (url: string) => url.startsWith('/') && !url.startsWith('//');

export function NotificationItem({
  notification: n,
  now,
  pending,
  onDismiss,
  onNavigate,
}: {
  notification: Notification;
  now: number;
  pending: boolean;
  onDismiss: (id: string) => void;
  onNavigate: (url: string) => void;
}) {
  const s = useStyles();
  const { t, i18n } = useT(NOTIFICATIONS_NS);
  const variant = n.options.variant;
  const Icon = ICONS[variant] ?? InfoRegular;
  const open = (e: MouseEvent<HTMLAnchorElement>) => {
    if (!n.url || !isPortalPath(n.url) || e.ctrlKey || e.metaKey || e.shiftKey || e.button !== 0) return;
    e.preventDefault();
    onNavigate(n.url);
  };
  return (
    <li className={mergeClasses(s.item, s[variant])} data-testid="notification-item" data-variant={variant}>
      <span className={s.icon} role="img" aria-label={t(`variant.${variant}`)}>
        <Icon aria-hidden />
      </span>
      <div className={s.text}>
        {n.url ? (
          <Link href={n.url} onClick={open} {...(isPortalPath(n.url) ? {} : { target: '_blank', rel: 'noopener noreferrer' })}>
            {n.message}
          </Link>
        ) : (
          <Body1>{n.message}</Body1>
        )}
        <Caption1 className={s.time}>
          <time dateTime={n.createdAt}>{timeAgo(n.createdAt, i18n.language, now)}</time>
        </Caption1>
      </div>
      <Button
        appearance="subtle"
        size="small"
        icon={<DismissRegular />}
        aria-label={t('dismiss', { message: n.message })}
        title={t('dismissShort')}
        disabled={pending}
        onClick={() => onDismiss(n.id)}
      />
    </li>
  );
}
