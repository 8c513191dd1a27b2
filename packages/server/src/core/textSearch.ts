const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A LIKE pattern that finds `text` anywhere, its own % _ and \ taken literally (with `escape '\'`). */
export const containsPattern = (text: string) => `%${escapeLike(text)}%`;
