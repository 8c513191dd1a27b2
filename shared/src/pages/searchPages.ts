import type { Page, PageLabels } from './pageIndex';

/** Spec 9: at most 10 search suggestions. */
export const SEARCH_LIMIT = 10;

export type PageLanguage = keyof PageLabels;

/**
 * Folds text for matching: staff type without accents or capitals ('camion' must find 'Camión').
 * Lower-casing first turns 'İ' into 'i' + a combining dot that the mark strip then removes; the dotless
 * 'ı' has no decomposition, so it is mapped by hand. Stripping marks also drops Arabic vowel signs and
 * the hamza of أ/إ/آ, which people rarely type. The tatweel (ـ) only stretches a word, so it goes too.
 */
export function normalizeText(s: string): string {
  return s
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/ı/g, 'i')
    .replace(/\u0640/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Words split on anything that is not a letter or digit, so 'Reportes (mapa)' has a word 'mapa'. */
const wordsOf = (s: string): string[] => normalizeText(s).split(/[^\p{L}\p{N}]+/u).filter(Boolean);

/** The label to show: the current language, else Spanish (the source language), else the title. */
export function labelOf(page: Pick<Page, 'labels' | 'title'>, lang: string): string {
  return page.labels[lang as PageLanguage] || page.labels.es || page.title;
}

/**
 * 0: the label starts with the query; 1: the query appears as a phrase at a word start;
 * 2: every query word starts some word of the label, in any order; null: no match.
 */
function rank(labelWords: string[], queryWords: string[]): number | null {
  if (!queryWords.every((q) => labelWords.some((w) => w.startsWith(q)))) return null;
  const label = labelWords.join(' ');
  const query = queryWords.join(' ');
  if (label.startsWith(query)) return 0;
  if (` ${label}`.includes(` ${query}`)) return 1;
  return 2;
}

/**
 * Pages whose label in `lang` or in Spanish matches every query word as a word prefix (not an infix:
 * 'lonia' does not find 'Colonias'). Staff often type the Spanish name whatever the interface
 * language, hence the Spanish label too. Best rank first, then menu order.
 */
export function searchPages(pages: readonly Page[], query: string, lang: string, limit = SEARCH_LIMIT): Page[] {
  const queryWords = wordsOf(query);
  if (queryWords.length === 0 || limit <= 0) return [];
  const hits: { page: Page; rank: number; order: number }[] = [];
  pages.forEach((page, order) => {
    const ranks = [labelOf(page, lang), labelOf(page, 'es')].map((l) => rank(wordsOf(l), queryWords)).filter((r) => r !== null);
    if (ranks.length) hits.push({ page, rank: Math.min(...ranks), order });
  });
  hits.sort((a, b) => a.rank - b.rank || a.order - b.order);
  return hits.slice(0, limit).map((h) => h.page);
}
