/** The checked cases of the page on screen, by id. */
export interface Selection {
  ids: ReadonlySet<string>;
  toggle: (id: string) => void;
  /** Checks every case of the page, or clears them all when all are checked. */
  toggleAll: () => void;
}

/** The select-all box's state: checked, unchecked, or mixed when only some are. */
export function allState(selection: Selection, ids: string[]): boolean | 'mixed' {
  const n = ids.filter((id) => selection.ids.has(id)).length;
  return n === 0 ? false : n === ids.length ? true : 'mixed';
}
