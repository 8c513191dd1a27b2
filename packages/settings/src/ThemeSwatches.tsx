import { Caption1, Text, makeStyles, mergeClasses, tokens, useId } from '@fluentui/react-components';
import { CheckmarkFilled } from '@fluentui/react-icons';
import { THEME_NAMES, THEME_PALETTES, type ThemeArea, type ThemeName, useT } from '@sig/shared';
import { type KeyboardEvent, useRef } from 'react';

import './i18n';
import { themeName } from './themeName';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, minWidth: 0 },
  head: { display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: tokens.spacingHorizontalS, minWidth: 0 },
  name: { fontWeight: tokens.fontWeightSemibold },
  current: { color: tokens.colorNeutralForeground3, minWidth: 0, overflow: 'hidden', whiteSpace: 'nowrap', textOverflow: 'ellipsis' },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(32px, 1fr))',
    gap: tokens.spacingHorizontalS,
    // Room for the selected and focused outlines inside the scrolling drawer body.
    padding: '4px',
    minWidth: 0,
  },
  swatch: {
    position: 'relative',
    display: 'block',
    width: '100%',
    aspectRatio: '1',
    minWidth: 0,
    padding: 0,
    margin: 0,
    overflow: 'hidden',
    boxSizing: 'border-box',
    cursor: 'pointer',
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    transitionProperty: 'transform, outline-color',
    transitionDuration: tokens.durationFaster,
    ':hover': { transform: 'scale(1.06)' },
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
    '@media (prefers-reduced-motion: reduce)': { transition: 'none', ':hover': { transform: 'none' } },
  },
  selected: {
    outline: `${tokens.strokeWidthThick} solid ${tokens.colorNeutralForeground1}`,
    outlineOffset: '2px',
  },
  stripe: { position: 'absolute', insetInline: 0, top: 0, height: '34%' },
  paper: { position: 'absolute', insetInlineStart: '22%', insetInlineEnd: 0, bottom: 0, top: '50%', borderStartStartRadius: tokens.borderRadiusSmall },
  check: {
    position: 'absolute',
    inset: 0,
    margin: 'auto',
    width: '18px',
    height: '18px',
    display: 'grid',
    placeItems: 'center',
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    boxShadow: tokens.shadow4,
    fontSize: '12px',
  },
});

/** Columns of a laid-out grid (1 when the browser gave no geometry, as in tests). */
function columnsOf(items: (HTMLElement | null)[]): number {
  const first = items[0]?.getBoundingClientRect().top;
  if (first === undefined) return 1;
  const n = items.filter((el) => el && el.getBoundingClientRect().top === first).length;
  return n > 0 && n < items.length ? n : 1;
}

/**
 * One area's theme as a radio group of colour swatches: the page colour, a card in the surface colour and
 * the brand colour on top. Arrows move (and choose, as radios do), Home/End jump; one Tab stop per area.
 */
export function ThemeSwatches({ area, label, value, onChange }: { area: ThemeArea; label: string; value: ThemeName; onChange: (name: ThemeName) => void }) {
  const s = useStyles();
  const { t } = useT('settings');
  const nameOf = (name: ThemeName) => themeName(t, name);
  const headingId = useId(`theme-${area}-`);
  const refs = useRef<(HTMLButtonElement | null)[]>([]);

  const move = (to: number) => {
    const n = THEME_NAMES.length;
    const i = ((to % n) + n) % n;
    refs.current[i]?.focus();
    onChange(THEME_NAMES[i]);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>, i: number) => {
    const rtl = e.currentTarget.closest('[dir]')?.getAttribute('dir') === 'rtl';
    const cols = columnsOf(refs.current);
    const step: Record<string, number> = {
      ArrowRight: rtl ? -1 : 1,
      ArrowLeft: rtl ? 1 : -1,
      ArrowDown: cols,
      ArrowUp: -cols,
    };
    if (e.key in step) move(i + step[e.key]);
    else if (e.key === 'Home') move(0);
    else if (e.key === 'End') move(THEME_NAMES.length - 1);
    else return;
    e.preventDefault();
  };

  return (
    <div className={s.root} data-testid={`theme-${area}`}>
      <div className={s.head}>
        <Text id={headingId} className={s.name}>
          {label}
        </Text>
        <Caption1 className={s.current}>{nameOf(value)}</Caption1>
      </div>
      <div role="radiogroup" aria-labelledby={headingId} className={s.grid}>
        {THEME_NAMES.map((name, i) => {
          const p = THEME_PALETTES[name];
          const checked = name === value;
          return (
            <button
              key={name}
              ref={(el) => {
                refs.current[i] = el;
              }}
              type="button"
              role="radio"
              aria-checked={checked}
              aria-label={nameOf(name)}
              title={nameOf(name)}
              tabIndex={checked ? 0 : -1}
              data-theme={name}
              className={mergeClasses(s.swatch, checked && s.selected)}
              style={{ backgroundColor: p.background ?? p.paper }}
              onClick={() => onChange(name)}
              onKeyDown={(e) => onKeyDown(e, i)}
            >
              <span className={s.stripe} style={{ backgroundColor: p.primary }} />
              <span className={s.paper} style={{ backgroundColor: p.paper ?? p.background }} />
              {checked ? (
                <span className={s.check}>
                  <CheckmarkFilled aria-hidden="true" />
                </span>
              ) : null}
            </button>
          );
        })}
      </div>
    </div>
  );
}
