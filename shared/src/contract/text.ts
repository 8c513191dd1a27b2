import { z } from 'zod';

import { IMAGE_URL_MAX, TEXT_CONTROL_CODE, isCleanLine, isCleanText, isSafeImageUrl } from './textRules';

export * from './textRules';

/*
 * The string types of the contract (issue 19). Every string a client sends goes through SingleLine,
 * MultiLine or Secret, so a NUL byte (PostgreSQL refuses it with 22021: a 500), another control
 * character, or a lone UTF-16 surrogate (stored as U+FFFD, which defeats uniqueness checks) is a 400
 * naming the field, once, for every route. They are ZodStrings: `.trim().min().max()` chain as usual.
 * text.test.ts walks every exported schema so a new area cannot forget them.
 */

const refusal = { params: { code: TEXT_CONTROL_CODE }, message: TEXT_CONTROL_CODE, abort: true } as const;

/** The response-only marker's check: it lets everything through (see StoredText). */
const stored = (_s: string) => true;

const INPUT_CHECKS = new Set<unknown>([isCleanLine, isCleanText]);

/** One line of text (names, titles, search terms, ids): no control character at all, NFC. */
export const SingleLine = z.string().refine(isCleanLine, refusal).normalize('NFC');
/** Text with lines (descriptions, notes, messages): tab, line feed and carriage return allowed, NFC. */
export const MultiLine = z.string().refine(isCleanText, refusal).normalize('NFC');
/** A password or a token as typed: same refusals, but never normalised (its bytes are what was hashed). */
export const Secret = z.string().refine(isCleanLine, refusal);
/**
 * A string the server sends back (response schemas only). Stored rows may predate these rules, and
 * refusing them on the way out would turn a whole list into a 500; what comes in is checked.
 */
export const StoredText = z.string().refine(stored);

/** The check functions a string schema carries ('input', 'stored' or none): the contract tests read it. */
export function textKind(schema: z.ZodType): 'input' | 'stored' | null {
  const checks = (schema._zod.def as { checks?: { _zod: { def: { fn?: unknown } } }[] }).checks ?? [];
  const fns = checks.map((c) => c._zod.def.fn);
  if (fns.some((fn) => INPUT_CHECKS.has(fn))) return 'input';
  if (fns.includes(stored)) return 'stored';
  return null;
}

// ---- images -------------------------------------------------------------------------------------------

/** A photo or image URL as stored (empty: none). */
export const ImageUrl = SingleLine.trim()
  .max(IMAGE_URL_MAX)
  .refine((v) => v === '' || isSafeImageUrl(v), { message: 'image_url', params: { code: 'text.image_url' } });

// ---- colours ------------------------------------------------------------------------------------------

/** A colour as `#rrggbb` (a cliente's brand, a catalogue entry's): here, not in admin, so the catalogues need no admin schemas. */
export const HexColor = SingleLine.trim().toLowerCase().regex(/^#[0-9a-f]{6}$/, 'color');
