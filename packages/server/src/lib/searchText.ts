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

/**
 * What staff search a habitante by: names and CURP folded, and the phone's digits (so "771 123" finds
 * "(771) 123-4567"). Apellidos come first because the registry lists people in this text's order: by
 * apellidos, then nombre, accents and case aside ("Ávila" before "López"). Every writer of a habitante's
 * name, CURP or phone sets it through this.
 */
export function habitanteSearchText(h: { nombre: string; apellidos: string; curp: string | null; telefono: string }): string {
  const digits = h.telefono.replace(/\D/g, '');
  return [fold(`${h.apellidos} ${h.nombre} ${h.curp ?? ''}`), digits].filter(Boolean).join(' ');
}
