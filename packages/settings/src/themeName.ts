import type { ThemeName } from '@sig/shared';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A theme's name in the interface language, 'Oscuro 3' or 'Principal oscuro' (the catalogue keeps only ids). */
export function themeName(t: Translate, name: ThemeName): string {
  const numbered = /^(light|dark)(\d+)$/.exec(name);
  return numbered ? t(`themeName.${numbered[1]}`, { n: numbered[2] }) : t(`themeName.${name}`);
}
