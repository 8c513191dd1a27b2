import { Body1Strong, Button, Caption1, Spinner, ToggleButton, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ArrowClockwiseRegular, DismissRegular, InfoRegular, PinFilled, PinRegular } from '@fluentui/react-icons';
import { LazyTooltip, loadMenu, type MenuItem, UserAvatar, useSession, useT } from '@sig/shared';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  header: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    height: '64px',
    flexShrink: 0,
    boxSizing: 'border-box',
    paddingInlineStart: tokens.spacingHorizontalL,
    paddingInlineEnd: tokens.spacingHorizontalS,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  headerCompact: { justifyContent: 'center', paddingInlineStart: 0, paddingInlineEnd: 0 },
  logo: {
    width: '32px',
    height: '32px',
    flexShrink: 0,
    borderRadius: tokens.borderRadiusLarge,
    display: 'grid',
    placeItems: 'center',
    overflow: 'hidden',
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
    fontWeight: tokens.fontWeightBold,
    fontSize: tokens.fontSizeBase400,
    boxShadow: tokens.shadow2,
  },
  logoImage: { width: '100%', height: '100%', objectFit: 'contain', backgroundColor: tokens.colorNeutralBackground1 },
  brandName: {
    flex: 1,
    minWidth: 0,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    fontWeight: tokens.fontWeightSemibold,
    fontSize: tokens.fontSizeBase400,
    color: tokens.colorNeutralForeground1,
  },
  user: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalXS,
    paddingBlock: tokens.spacingVerticalL,
    paddingInline: tokens.spacingHorizontalL,
    textAlign: 'center',
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  userCompact: { paddingInline: 0, paddingBlock: tokens.spacingVerticalM },
  avatarRing: { borderRadius: tokens.borderRadiusCircular, padding: '3px', backgroundColor: tokens.colorNeutralBackground1, boxShadow: tokens.shadow4, lineHeight: 0 },
  userText: { maxWidth: '100%', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  userName: { marginTop: tokens.spacingVerticalXS, color: tokens.colorNeutralForeground1 },
  userMail: { color: tokens.colorNeutralForeground3 },
  footer: {
    flexShrink: 0,
    paddingBlock: tokens.spacingVerticalS,
    paddingInline: tokens.spacingHorizontalS,
    textAlign: 'center',
    color: tokens.colorNeutralForeground3,
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  footerCompact: { fontSize: tokens.fontSizeBase100, lineHeight: tokens.lineHeightBase100 },
  state: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalS,
    paddingBlock: tokens.spacingVerticalM,
    paddingInline: tokens.spacingHorizontalL,
    color: tokens.colorNeutralForeground3,
  },
  stateInline: { flexDirection: 'row', alignItems: 'center', paddingBlock: 0 },
  stateCompact: { alignItems: 'center', paddingInline: tokens.spacingHorizontalXS },
  hidden: { position: 'absolute', width: '1px', height: '1px', margin: '-1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' },
  stateIcon: { fontSize: '20px', borderRadius: tokens.borderRadiusCircular, ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}` } },
});

/** The cliente's logo, else its initial on its primary colour. */
export function BrandLogo() {
  const s = useStyles();
  const cliente = useSession((st) => st.cliente);
  const name = cliente?.nombre || 'SIG';
  if (cliente?.logo) {
    return (
      <span className={s.logo} aria-hidden="true">
        <img className={s.logoImage} src={cliente.logo} alt="" width={32} height={32} data-testid="brand-logo" />
      </span>
    );
  }
  return (
    <span className={s.logo} style={cliente?.colors.primary ? { backgroundColor: cliente.colors.primary } : undefined} aria-hidden="true" data-testid="brand-initial">
      {name.trim().charAt(0).toUpperCase()}
    </span>
  );
}

/**
 * 64px header: brand, then the pin (style-2) and close (drawer) buttons. Compact (folded, rail): the logo only.
 */
export function NavbarHeader({ compact = false, pin, onClose }: { compact?: boolean; pin?: { folded: boolean; onToggle: () => void }; onClose?: () => void }) {
  const s = useStyles();
  const { t } = useT('navbar');
  const cliente = useSession((st) => st.cliente);
  const name = cliente?.nombre || 'SIG';
  return (
    <div className={mergeClasses(s.header, compact && s.headerCompact)} data-testid="navbar-header">
      <BrandLogo />
      {!compact && (
        <span className={s.brandName} title={name}>
          {name}
        </span>
      )}
      {!compact && pin && (
        <LazyTooltip content={t('nav.pin')} relationship="label">
          <ToggleButton appearance="subtle" size="small" checked={!pin.folded} icon={pin.folded ? <PinRegular /> : <PinFilled />} onClick={pin.onToggle} />
        </LazyTooltip>
      )}
      {!compact && onClose && (
        <LazyTooltip content={t('nav.close')} relationship="label">
          <Button appearance="subtle" size="small" icon={<DismissRegular />} onClick={onClose} />
        </LazyTooltip>
      )}
    </div>
  );
}

/** Spec 2.4 sidebar user block: avatar (default image when there is no photo), display name and e-mail. */
export function UserBlock({ compact = false }: { compact?: boolean }) {
  const s = useStyles();
  const user = useSession((st) => st.user);
  if (!user) return null;
  const name = user.data.displayName || user.email;
  if (compact) {
    return (
      <div className={mergeClasses(s.user, s.userCompact)} data-testid="navbar-user" data-compact="true">
        <UserAvatar size={32} name={name} photoURL={user.data.photoURL} fallback="image" />
      </div>
    );
  }
  return (
    <div className={s.user} data-testid="navbar-user">
      <span className={s.avatarRing}>
        <UserAvatar size={64} name={name} photoURL={user.data.photoURL} fallback="image" />
      </span>
      <Body1Strong className={mergeClasses(s.userText, s.userName)}>{name}</Body1Strong>
      <Caption1 className={mergeClasses(s.userText, s.userMail)} title={user.email}>
        {user.email}
      </Caption1>
    </div>
  );
}

export function NavbarFooter({ compact = false }: { compact?: boolean }) {
  const s = useStyles();
  const { t } = useT('navbar');
  return <Caption1 className={mergeClasses(s.footer, compact && s.footerCompact)}>{t('nav.copyright')}</Caption1>;
}

/**
 * The server menu, or its loading / empty / error state (with retry). `layout` shapes the state for a
 * column, a narrow rail or the horizontal bar.
 */
export function MenuContent({ layout = 'column', children }: { layout?: 'column' | 'compact' | 'inline'; children: (menu: MenuItem[]) => ReactNode }) {
  const s = useStyles();
  const { t } = useT('navbar');
  const menu = useSession((st) => st.menu);
  const menuError = useSession((st) => st.menuError);
  const cls = mergeClasses(s.state, layout === 'inline' && s.stateInline, layout === 'compact' && s.stateCompact);
  if (menu) {
    if (menu.length) return <>{children(menu)}</>;
    return (
      <div className={cls} role="status">
        {layout === 'compact' ? (
          <LazyTooltip content={t('nav.empty')} relationship="label" positioning="after">
            <InfoRegular className={s.stateIcon} tabIndex={0} />
          </LazyTooltip>
        ) : (
          t('nav.empty')
        )}
      </div>
    );
  }
  if (menuError) {
    return (
      <div className={cls} role="alert">
        <span className={layout === 'compact' ? s.hidden : undefined}>{t('nav.error')}</span>
        {layout === 'compact' ? (
          <LazyTooltip content={t('nav.retry')} relationship="label" positioning="after">
            <Button size="small" icon={<ArrowClockwiseRegular />} onClick={() => void loadMenu(true)} />
          </LazyTooltip>
        ) : (
          <Button size="small" icon={<ArrowClockwiseRegular />} onClick={() => void loadMenu(true)}>
            {t('nav.retry')}
          </Button>
        )}
      </div>
    );
  }
  return (
    <div className={cls}>
      <Spinner size="tiny" label={layout === 'compact' ? undefined : t('nav.loading')} aria-label={layout === 'compact' ? t('nav.loading') : undefined} />
    </div>
  );
}
