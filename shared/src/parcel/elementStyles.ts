import { type Theme, createCSSRuleFromTheme } from '@fluentui/react-components';

/** The class of the inner wrappers (React's mount node and Fluent's portal node) inside the shadow root. */
export const ELEMENT_CLASS = 'sig-element';

/*
 * Host-page CSS cannot select inside the shadow root, but inherited properties (font, colour, line height,
 * direction, text-align, ...) still flow in through the host element, and rules aimed at the host element
 * (`* { all: unset }`) beat `:host`. So the wrapper starts from `all: initial` and sets what it needs itself;
 * only `rem` still follows the page's root font size, which is why Fluent's px tokens are used.
 * The theme's variables sit on the wrapper too: FluentProvider's own theme rule targets its root only, and
 * the host page's :root variables would otherwise reach the wrapper and portals.
 */
const BASE_CSS = [
  ':host{display:block;position:relative;box-sizing:border-box}',
  ':host([hidden]){display:none}',
  `.${ELEMENT_CLASS}{all:initial;display:block;position:relative;box-sizing:border-box;font-family:var(--fontFamilyBase);font-size:var(--fontSizeBase300);font-weight:var(--fontWeightRegular);line-height:var(--lineHeightBase300);color:var(--colorNeutralForeground1);text-align:start;direction:ltr}`,
  `.${ELEMENT_CLASS}[dir="rtl"]{direction:rtl}`,
].join('');

/** The stylesheet every element starts with: the host and wrapper reset, the theme's variables, its own CSS. */
export function elementStyleSheet(theme: Theme, extra = ''): string {
  return BASE_CSS + createCSSRuleFromTheme(`.${ELEMENT_CLASS}`, theme) + extra;
}
