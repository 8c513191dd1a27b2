/*
 * The follow code travels in the address's fragment (#codigo=…): a browser never sends the fragment to
 * the server, so no request log or proxy keeps it.
 */

export const CODE_FRAGMENT = 'codigo';

export const codeFragment = (code: string): string => `#${CODE_FRAGMENT}=${encodeURIComponent(code)}`;

/** The code in the current address's fragment, if any. */
export function codeInFragment(hash = window.location.hash): string {
  return new URLSearchParams(hash.replace(/^#/, '')).get(CODE_FRAGMENT) ?? '';
}
