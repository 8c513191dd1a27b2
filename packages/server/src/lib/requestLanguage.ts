/** The portal's languages (shared/src/i18n/languages.ts), Spanish first: what a server-written text may be in. */
export const LANGUAGES = ['es', 'en', 'tr', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];

/**
 * The language a request asks for in its Accept-Language header ("en-US,en;q=0.9,es;q=0.8"): the one of
 * ours with the highest weight, the earlier on a tie; Spanish when it names none of them. The portal
 * sends the language the user chose in its menu, which lives in the browser, not in the account.
 */
export function requestLanguage(header: string | string[] | undefined): Language {
  const text = Array.isArray(header) ? header.join(',') : (header ?? '');
  let best: { lang: Language; q: number } | null = null;
  for (const part of text.split(',')) {
    const [tag = '', ...params] = part.trim().split(';');
    const lang = tag.trim().toLowerCase().split('-')[0] as Language;
    if (!(LANGUAGES as readonly string[]).includes(lang)) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    if (!best || q > best.q) best = { lang, q };
  }
  return best?.lang ?? 'es';
}
