import { Button, Label, Popover, PopoverSurface, PopoverTrigger, Slider, Text, makeStyles, tokens, useId } from '@fluentui/react-components';
import { ArrowResetRegular } from '@fluentui/react-icons';
import { FONT_SCALE_MAX, FONT_SCALE_MIN, FONT_SCALE_STEP, type OverlayProps, setFontScale, useFontScale, useT } from '@sig/shared';

import { FontSizeTrigger } from './FontSize';

const useStyles = makeStyles({
  surface: { width: 'min(280px, calc(100vw - 24px))', boxSizing: 'border-box', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, padding: tokens.spacingHorizontalM },
  head: { display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: tokens.spacingHorizontalS },
  value: { fontVariantNumeric: 'tabular-nums' },
  slider: { width: '100%' },
  reset: { alignSelf: 'flex-end' },
});

const pct = (v: number) => Math.round(v * 100);
export const FONT_MIN = pct(FONT_SCALE_MIN);
export const FONT_MAX = pct(FONT_SCALE_MAX);
export const FONT_STEP = pct(FONT_SCALE_STEP);

/** Spec 9: font scale 70 % to 130 % in steps of 10 (applied to html font-size by the shared store). */
function FontSizePanel() {
  const s = useStyles();
  const { t } = useT('toolbar');
  const value = pct(useFontScale());
  const labelId = useId('font-size');
  const text = t('font.value', { value });
  return (
    <>
      <div className={s.head}>
        <Label id={labelId} weight="semibold">
          {t('font.title')}
        </Label>
        <Text className={s.value} aria-hidden data-testid="font-size-value">
          {text}
        </Text>
      </div>
      <Slider
        className={s.slider}
        min={FONT_MIN}
        max={FONT_MAX}
        step={FONT_STEP}
        value={value}
        onChange={(_, d) => setFontScale(d.value / 100)}
        aria-labelledby={labelId}
        aria-valuetext={text}
        data-testid="font-size-slider"
      />
      <Button className={s.reset} size="small" icon={<ArrowResetRegular />} disabled={value === 100} onClick={() => setFontScale(1)}>
        {t('font.reset')}
      </Button>
    </>
  );
}

/** The font-size popover's surface (also opened from the phones' "more options" menu). */
export function FontSizeSurface() {
  const s = useStyles();
  const { t } = useT('toolbar');
  return (
    <PopoverSurface className={s.surface} aria-label={t('font.title')}>
      <FontSizePanel />
    </PopoverSurface>
  );
}

/** The toolbar's font-size button and its popover, loaded on first use (./FontSize.tsx). */
export default function FontSizePopover({ defaultOpen }: OverlayProps) {
  return (
    <Popover trapFocus withArrow positioning="below-end" defaultOpen={defaultOpen}>
      <PopoverTrigger disableButtonEnhancement>
        <FontSizeTrigger />
      </PopoverTrigger>
      <FontSizeSurface />
    </Popover>
  );
}
