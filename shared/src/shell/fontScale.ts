import { createStore, useStore } from '../store/createStore';
import { readStorage, writeStorage } from '../session/storageKeys';

/** Spec 9: font scale 0.7 to 1.3 in steps of 0.1, applied as html font-size = scale x 62.5 %. */
export const FONT_SCALE_MIN = 0.7;
export const FONT_SCALE_MAX = 1.3;
export const FONT_SCALE_STEP = 0.1;
const KEY = 'sig_font_scale';

export function clampFontScale(v: unknown): number {
  const n = typeof v === 'number' ? v : Number(v);
  if (!Number.isFinite(n)) return 1;
  const stepped = Math.round(n / FONT_SCALE_STEP) * FONT_SCALE_STEP;
  return Math.round(Math.min(FONT_SCALE_MAX, Math.max(FONT_SCALE_MIN, stepped)) * 10) / 10;
}

const stored = readStorage(KEY);
export const fontScaleStore = createStore<{ scale: number }>(() => ({ scale: stored === null ? 1 : clampFontScale(stored) }));

function apply(scale: number): void {
  if (typeof document !== 'undefined') document.documentElement.style.fontSize = `${Math.round(scale * 62.5 * 100) / 100}%`;
}
apply(fontScaleStore.getState().scale);

/** A per-browser choice (eyesight and screen differ between a clerk's desks), so it is kept locally. */
export function setFontScale(v: number): void {
  const scale = clampFontScale(v);
  writeStorage(KEY, String(scale));
  fontScaleStore.setState({ scale });
  apply(scale);
}

export const useFontScale = (): number => useStore(fontScaleStore, (s) => s.scale);
