import { Button, makeStyles } from '@fluentui/react-components';
import { MoreVerticalRegular } from '@fluentui/react-icons';
import { lazyOverlay, LazyTooltip, type OverlayTriggerButtonProps, type OverlayTriggerProps, useT } from '@sig/shared';

export const useOverflowStyles = makeStyles({ anchor: { display: 'inline-flex' } });

/** The "more options" button. */
export function MoreOptionsButton(props: OverlayTriggerButtonProps) {
  const { t } = useT('toolbar');
  return (
    <LazyTooltip content={t('more.button')} relationship="label" withArrow>
      <Button appearance="subtle" icon={<MoreVerticalRegular />} aria-haspopup="menu" data-testid="more-options" {...props} />
    </LazyTooltip>
  );
}

/** The button in the menu's anchor, a stand-in until the menu's code has come. */
function MoreOptionsStandIn(props: OverlayTriggerProps) {
  const s = useOverflowStyles();
  return (
    <span className={s.anchor}>
      <MoreOptionsButton {...props} />
    </span>
  );
}

/**
 * Phones: language, font size, fullscreen and settings in one "more options" menu, so the toolbar
 * fits 390px. The font size opens its popover from this button once the menu has closed.
 */
export const OverflowMenu = lazyOverlay(() => import('./OverflowMenuOverlay'), MoreOptionsStandIn);
