import { Button } from '@fluentui/react-components';
import { TextFontSizeRegular } from '@fluentui/react-icons';
import { lazyOverlay, LazyTooltip, type OverlayTriggerButtonProps, useT } from '@sig/shared';

/** The font-size button (a stand-in until the popover's code has come). */
export function FontSizeTrigger(props: OverlayTriggerButtonProps) {
  const { t } = useT('toolbar');
  return (
    <LazyTooltip content={t('font.button')} relationship="label" withArrow>
      <Button appearance="subtle" icon={<TextFontSizeRegular />} aria-haspopup="dialog" data-testid="font-size" {...props} />
    </LazyTooltip>
  );
}

/** The toolbar's font-size button and its popover (spec 9: font scale 70 % to 130 %). */
export const FontSizeButton = lazyOverlay(() => import('./FontSizeSurface'), FontSizeTrigger);
