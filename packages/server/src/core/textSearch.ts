const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A LIKE pattern that finds `text` anywhere, its own % _ and \ taken literally (with `escape '\'`). */
export const containsPattern = (text: string) => `%${escapeLike(text)}%`;

/**
 * An FTS5 phrase: the trigram tokenizer matches it as a substring, like `like '%…%'` but from the index.
 * Inside double quotes FTS5 reads operators (OR, NEAR, *, -, ^, parentheses) as plain text; only a quote
 * (doubled here) and a NUL (FTS5 reads the query as a C string: a NUL cuts it and leaves the quote open)
 * could break it. The contract refuses control characters; this stays safe if one ever gets past it.
 */
export const ftsPhrase = (needle: string): string => `"${needle.replace(/\u0000/g, '').replace(/"/g, '""')}"`;

/** Trigrams need 3 characters (code points, not UTF-16 units: an emoji is one); shorter needles use like. */
export const trigramLength = (needle: string): boolean => [...needle].length >= 3;
