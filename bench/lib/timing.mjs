/** A JSON answer, or an error naming the URL and what the server said. */
export async function json(url, init) {
  const res = await fetch(url, init);
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** The p-th percentile of sorted milliseconds (nearest rank). */
export const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
