/** A JSON answer, or an error naming the URL and what the server said. */
export async function json(url, init) {
  const res = await fetch(url, init);
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** The p-th percentile of sorted milliseconds (nearest rank). */
export const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/**
 * GETs the paths in turn, one request at a time, `rounds` times after a warm-up (each path once, at most 20),
 * and answers p50 and p95 in ms and `perAnswer`: the mean of `count(answer)` (e.g. how many items came back).
 */
export async function timeRequests(baseUrl, paths, { rounds, headers = {}, count = () => 0 }) {
  for (const p of paths.slice(0, 20)) await json(`${baseUrl}${p}`, { headers });
  const ms = [];
  let counted = 0;
  for (let i = 0; i < rounds; i++) {
    const t = performance.now();
    const body = await json(`${baseUrl}${paths[i % paths.length]}`, { headers });
    ms.push(performance.now() - t);
    counted += count(body);
  }
  ms.sort((a, b) => a - b);
  return { p50: pct(ms, 50), p95: pct(ms, 95), perAnswer: counted / rounds };
}
