/** The colour of a point or cluster whose estatus is unknown: Fluent's neutral grey. */
export const NEUTRAL_COLOR = '#8a8886';

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/**
 * Catalogue colours end up inside marker HTML and style attributes; anything but a plain hex colour is
 * replaced, so a bad value can neither break the markup nor inject into it.
 */
export function safeColor(color: string | null | undefined): string {
  const c = color?.trim() ?? '';
  return HEX.test(c) ? c : NEUTRAL_COLOR;
}
