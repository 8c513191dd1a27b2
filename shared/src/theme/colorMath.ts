// Colour helpers for the theme ramps: OKLab/OKLCH because equal steps there look like equal steps to
// the eye (an HSL ramp turns muddy in the darks and washes out yellows), and WCAG contrast to keep
// text readable on the palettes' own backgrounds.

export interface Oklch {
  l: number;
  c: number;
  h: number;
}

type Rgb = [number, number, number];

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

export const isHexColor = (v: unknown): v is string => typeof v === 'string' && HEX.test(v.trim());

/** '#ABC', 'abc', '#aabbcc' → '#aabbcc'; throws on anything else. */
export function normalizeHex(hex: string): string {
  const m = HEX.exec(hex.trim());
  if (!m) throw new TypeError(`Not a hex colour: ${hex}`);
  const digits = m[1].length === 3 ? [...m[1]].map((d) => d + d).join('') : m[1];
  return `#${digits.toLowerCase()}`;
}

const hexToRgb = (hex: string): Rgb => {
  const n = parseInt(normalizeHex(hex).slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((v) => v / 255) as Rgb;
};

const channelHex = (v: number) =>
  Math.round(Math.min(1, Math.max(0, v)) * 255)
    .toString(16)
    .padStart(2, '0');
const rgbToHex = ([r, g, b]: Rgb) => `#${channelHex(r)}${channelHex(g)}${channelHex(b)}`;

const toLinear = (v: number) => (v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
const fromLinear = (v: number) => (v <= 0.0031308 ? v * 12.92 : 1.055 * v ** (1 / 2.4) - 0.055);

function rgbToOklch(rgb: Rgb): Oklch {
  const [r, g, b] = rgb.map(toLinear);
  const l_ = Math.cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b);
  const m_ = Math.cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b);
  const s_ = Math.cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b);
  const L = 0.2104542553 * l_ + 0.793617785 * m_ - 0.0040720468 * s_;
  const A = 1.9779984951 * l_ - 2.428592205 * m_ + 0.4505937099 * s_;
  const B = 0.0259040371 * l_ + 0.7827717662 * m_ - 0.808675766 * s_;
  return { l: L, c: Math.hypot(A, B), h: Math.atan2(B, A) };
}

/** Linear sRGB, possibly outside [0, 1] when the colour is out of gamut. */
function oklchToLinear({ l, c, h }: Oklch): Rgb {
  const A = c * Math.cos(h);
  const B = c * Math.sin(h);
  const l_ = (l + 0.3963377774 * A + 0.2158037573 * B) ** 3;
  const m_ = (l - 0.1055613458 * A - 0.0638541728 * B) ** 3;
  const s_ = (l - 0.0894841775 * A - 1.291485548 * B) ** 3;
  return [
    4.0767416621 * l_ - 3.3077115913 * m_ + 0.2309699292 * s_,
    -1.2684380046 * l_ + 2.6097574011 * m_ - 0.3413193965 * s_,
    -0.0041960863 * l_ - 0.7034186147 * m_ + 1.707614701 * s_,
  ];
}

const inGamut = (rgb: Rgb) => rgb.every((v) => v >= -1e-4 && v <= 1 + 1e-4);

export const hexToOklch = (hex: string): Oklch => rgbToOklch(hexToRgb(hex));

/** Keeps lightness and hue and gives up chroma until the colour fits sRGB, so ramps stay monotone. */
export function oklchToHex(color: Oklch): string {
  const l = Math.min(1, Math.max(0, color.l));
  let c = Math.max(0, color.c);
  if (!inGamut(oklchToLinear({ l, c, h: color.h }))) {
    let lo = 0;
    let hi = c;
    for (let i = 0; i < 24; i++) {
      const mid = (lo + hi) / 2;
      if (inGamut(oklchToLinear({ l, c: mid, h: color.h }))) lo = mid;
      else hi = mid;
    }
    c = lo;
  }
  return rgbToHex(oklchToLinear({ l, c, h: color.h }).map(fromLinear) as Rgb);
}

/** Moves a colour's OKLab lightness by `delta` (negative darkens). */
export function shiftLightness(hex: string, delta: number): string {
  const c = hexToOklch(hex);
  return oklchToHex({ ...c, l: c.l + delta });
}

export function relativeLuminance(hex: string): number {
  const [r, g, b] = hexToRgb(hex).map(toLinear);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * `fg` itself when it reaches `min` contrast on every background, else the nearest colour of the same
 * hue pushed away from the backgrounds (lighter on dark, darker on light) that does.
 */
export function ensureContrast(fg: string, backgrounds: string[], min: number): string {
  const enough = (c: string) => backgrounds.every((bg) => contrastRatio(c, bg) >= min);
  if (enough(fg)) return fg;
  const darkBackdrop = backgrounds.every((bg) => relativeLuminance(bg) < 0.18);
  const step = darkBackdrop ? 0.02 : -0.02;
  let candidate = fg;
  for (let i = 1; i <= 50; i++) {
    candidate = shiftLightness(fg, step * i);
    if (enough(candidate)) return candidate;
  }
  return darkBackdrop ? '#ffffff' : '#000000';
}
