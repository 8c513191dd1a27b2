import type { BrandVariants } from '@fluentui/react-components';

import { hexToOklch, normalizeHex, oklchToHex, type Oklch } from './colorMath';

export const BRAND_STEPS = [10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 110, 120, 130, 140, 150, 160] as const;

/** Lightness of the near-white end (160): a tint, never pure white, as in Fluent's own ramps. */
const LIGHT_END = 0.975;
/** The near-black end (10) keeps a little of the hue so dark surfaces still read as the brand. */
const DARK_END = 0.14;

const lerp = (a: number, b: number, t: number) => a + (b - a) * t;
const mix = (from: Oklch, to: Oklch, t: number): Oklch => ({ l: lerp(from.l, to.l, t), c: lerp(from.c, to.c, t), h: from.h });

/**
 * Fluent's 16 brand steps (10 darkest … 160 lightest) from one key colour, which sits exactly at 80.
 * Steps are even in OKLab lightness on each side of the key; hue stays fixed and chroma fades toward
 * both ends.
 */
export function brandRamp(hex: string): BrandVariants {
  const keyHex = normalizeHex(hex);
  const key = hexToOklch(keyHex);
  const dark: Oklch = { l: Math.min(DARK_END, key.l * 0.4), c: key.c * 0.35, h: key.h };
  const light: Oklch = { l: Math.max(LIGHT_END, Math.min(1, key.l + 0.02)), c: key.c * 0.1, h: key.h };
  const ramp = {} as Record<(typeof BRAND_STEPS)[number], string>;
  BRAND_STEPS.forEach((step, i) => {
    const keyIndex = 7;
    if (i === keyIndex) ramp[step] = keyHex;
    else if (i < keyIndex) ramp[step] = oklchToHex(mix(dark, key, i / keyIndex));
    else ramp[step] = oklchToHex(mix(key, light, (i - keyIndex) / (BRAND_STEPS.length - 1 - keyIndex)));
  });
  return ramp as BrandVariants;
}
