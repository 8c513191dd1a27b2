import { BRAND_STEPS, brandRamp } from './brandRamp';
import { hexToOklch, relativeLuminance } from './colorMath';
import { THEME_PALETTES } from './themeCatalog';

const keys = [...new Set([...Object.values(THEME_PALETTES).map((p) => p.primary), '#ff0000', '#00ff00', '#0000ff', '#ffff00', '#808080', '#0f6cbd'])];

describe('brandRamp', () => {
  it.each(keys)('%s: 16 steps 10..160, each a #rrggbb colour', (key) => {
    const ramp = brandRamp(key);
    expect(Object.keys(ramp).map(Number)).toEqual([...BRAND_STEPS]);
    for (const step of BRAND_STEPS) expect(ramp[step]).toMatch(/^#[0-9a-f]{6}$/);
  });

  it.each(keys)('%s: the key colour is step 80', (key) => {
    expect(brandRamp(key)[80]).toBe(key.toLowerCase());
  });

  it.each(keys)('%s: lightness rises strictly from 10 to 160', (key) => {
    const ramp = brandRamp(key);
    const lightness = BRAND_STEPS.map((s) => hexToOklch(ramp[s]).l);
    const luminance = BRAND_STEPS.map((s) => relativeLuminance(ramp[s]));
    for (let i = 1; i < BRAND_STEPS.length; i++) {
      expect(lightness[i]).toBeGreaterThan(lightness[i - 1]);
      expect(luminance[i]).toBeGreaterThanOrEqual(luminance[i - 1]);
    }
  });

  it('reaches near-black and near-white at the ends', () => {
    const ramp = brandRamp('#4f46e5');
    expect(relativeLuminance(ramp[10])).toBeLessThan(0.02);
    expect(relativeLuminance(ramp[160])).toBeGreaterThan(0.85);
  });

  it('keeps the hue of the key colour', () => {
    const ramp = brandRamp('#1d4ed8');
    const hue = hexToOklch(ramp[80]).h;
    for (const step of [30, 60, 100, 130] as const) expect(Math.abs(hexToOklch(ramp[step]).h - hue)).toBeLessThan(0.15);
  });

  it('is deterministic and accepts #abc and upper case', () => {
    expect(brandRamp('#ABC')).toEqual(brandRamp('#aabbcc'));
    expect(brandRamp('#aabbcc')[80]).toBe('#aabbcc');
  });

  it('still gives valid, non-decreasing steps for black and white keys', () => {
    for (const key of ['#000000', '#ffffff']) {
      const ramp = brandRamp(key);
      const lum = BRAND_STEPS.map((s) => relativeLuminance(ramp[s]));
      lum.slice(1).forEach((l, i) => expect(l).toBeGreaterThanOrEqual(lum[i]));
      expect(ramp[80]).toBe(key);
    }
  });

  it('rejects something that is not a colour', () => {
    expect(() => brandRamp('blue')).toThrow(TypeError);
  });
});
