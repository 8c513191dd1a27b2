/** JSON columns are text on both databases; a damaged value must not take a whole request down. */
export function parseJson<T>(text: string | null | undefined, fallback: T): T {
  if (text == null || text === '') return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

export const toJson = (value: unknown): string => JSON.stringify(value ?? null);
export const bool = (v: number | boolean | null | undefined): boolean => v === true || v === 1;
export const int = (v: boolean): number => (v ? 1 : 0);
