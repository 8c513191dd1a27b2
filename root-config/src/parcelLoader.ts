/** A parcel named in the route table but absent from the import map (not published yet). */
export class MissingParcelError extends Error {
  constructor(readonly parcel: string) {
    super(`${parcel} is not in the import map`);
    this.name = 'MissingParcelError';
  }
}

export function isMapped(name: string): boolean {
  try {
    System.resolve(name);
    return true;
  } catch {
    return false;
  }
}

export async function loadParcel(name: string): Promise<unknown> {
  if (!isMapped(name)) throw new MissingParcelError(name);
  return System.import(name);
}

/** SystemJS keeps a failed load in its registry; forget it so a retry fetches again. */
export function forgetParcel(name: string): void {
  try {
    System.delete(System.resolve(name));
  } catch {
    /* not loaded or not mapped */
  }
}
