/** Reads this page's query string. */
export function readQuery(): URLSearchParams {
  return new URLSearchParams(window.location.search);
}

/** Keeps `values` in the address (empty values dropped) without a new history entry. */
export function writeQuery(values: Record<string, string>): void {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(values)) if (v) params.set(k, v);
  const search = params.toString();
  const url = `${window.location.pathname}${search ? `?${search}` : ''}`;
  if (url !== `${window.location.pathname}${window.location.search}`) window.history.replaceState(window.history.state, '', url);
}
