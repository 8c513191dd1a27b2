// The character and URL rules of the contract's strings, free of zod so the browser can use them without loading it.

/** C0 controls, DEL and C1 controls. */
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
/** The same, minus tab, line feed and carriage return, which text with lines keeps. */
const CONTROL_BUT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** The code of the refusal: the server words it and the browser translates it (`error.field.text.control`). */
export const TEXT_CONTROL_CODE = 'text.control';

/** One line: no control character, no lone surrogate. */
export const isCleanLine = (s: string) => !CONTROL.test(s) && !LONE_SURROGATE.test(s);
/** Text with lines: tab, line feed and carriage return allowed. */
export const isCleanText = (s: string) => !CONTROL_BUT_LINES.test(s) && !LONE_SURROGATE.test(s);

export const IMAGE_URL_MAX = 2048;

/**
 * An image URL we let a browser load: an https URL, or a path on our own origin (uploaded files and logos
 * are served under /api/…). Never javascript:, data:, http: or a protocol-relative //host. The browser
 * renders only URLs passing this too (UserAvatar), so a row stored before the rule cannot load either.
 */
export function isSafeImageUrl(v: string): boolean {
  if (v.length > IMAGE_URL_MAX || !isCleanLine(v) || /\s/.test(v)) return false;
  if (v.startsWith('/')) return !v.startsWith('//') && !v.startsWith('/\\');
  // https:///x would name the host after the slashes: refused as ambiguous
  if (!/^https:\/\/[^/\\]/i.test(v)) return false;
  try {
    const u = new URL(v);
    return u.protocol === 'https:' && u.hostname !== '' && u.username === '' && u.password === '';
  } catch {
    return false;
  }
}
