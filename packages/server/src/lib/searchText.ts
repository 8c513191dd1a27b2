/** Lowercase, without accents or extra spaces: what user search compares on both databases. */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

export const searchText = (displayName: string, email: string): string => `${fold(displayName)} ${fold(email)}`;
