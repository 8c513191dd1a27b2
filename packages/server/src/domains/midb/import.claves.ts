/*
 * The in-file identities (claves) a validation has already stored, for telling a row that repeats an earlier one.
 * Asking the database for each batch's claves (`earlierClaves`: an index probe a clave, 2,000 a batch) was ~6 % of
 * a 100,000-row import on PostgreSQL, and repeats are rare. So the validation keeps, for each stored clave, a 53-bit
 * hash and the row that holds it (~40 bytes a row, not the clave's text): a clave whose hash was never stored is
 * new without asking. A hash seen before names the one row to compare with; a different clave there (a collision,
 * ~1 in 10^9 at 100,000 rows) is looked up as before, so the answer is always exact.
 */

/** A 53-bit hash of a clave (two 32-bit FNV-1a style lanes): the same text, the same number. */
export function claveHash(s: string): number {
  let a = 0x811c9dc5;
  let b = 0x9747b28c ^ s.length;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x5bd1e995);
    b ^= b >>> 15;
  }
  return (a >>> 0) * 2 ** 21 + ((b >>> 0) & 0x1fffff);
}

export class ClavesSeen {
  /** The hash every instance uses: tests put one that collides always, to take the exact lookup. */
  static hash: (clave: string) => number = claveHash;
  private readonly first = new Map<number, number>();

  /** Records a stored result's clave at its row, unless its hash already names an earlier row. */
  add(clave: string, fila: number): void {
    const h = ClavesSeen.hash(clave);
    if (!this.first.has(h)) this.first.set(h, fila);
  }

  /** The row recorded under the clave's hash: the clave's first row, or (a collision) another clave's. */
  candidate(clave: string): number | undefined {
    return this.first.get(ClavesSeen.hash(clave));
  }
}
