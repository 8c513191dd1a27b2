import type { Theme } from '@fluentui/react-components';

/** The theme's colours and font a canvas needs (it cannot read CSS variables while drawing). */
export interface CanvasTheme {
  background: string;
  foreground: string;
  font: string;
}

/** What a page without a FluentProvider gets: the light theme's values. */
const FALLBACK: CanvasTheme = { background: '#ffffff', foreground: '#242424', font: '600 12px sans-serif' };

/** The canvas' colours and font from the Fluent theme in context (the same values its CSS variables hold). */
export function canvasThemeOf(theme: Partial<Theme> | undefined): CanvasTheme {
  return {
    background: theme?.colorNeutralBackground1 ?? FALLBACK.background,
    foreground: theme?.colorNeutralForeground1 ?? FALLBACK.foreground,
    font: theme?.fontFamilyBase ? `600 12px ${theme.fontFamilyBase}` : FALLBACK.font,
  };
}
