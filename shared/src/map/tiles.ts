/** The URL of the tile that holds (lat, lng) at `zoom`, from a {z}/{x}/{y} template ({s} -> 'a', {r} -> ''). */
export function tileUrlAt(template: string, lat: number, lng: number, zoom: number): string {
  const z = Math.max(0, Math.round(zoom));
  const n = 2 ** z;
  const clampedLat = Math.max(-85.0511, Math.min(85.0511, lat));
  const rad = (clampedLat * Math.PI) / 180;
  const x = Math.min(n - 1, Math.max(0, Math.floor(((lng + 180) / 360) * n)));
  const y = Math.min(n - 1, Math.max(0, Math.floor(((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * n)));
  return template.replace(/\{(\w+)\}/g, (all, key: string) => ({ z: String(z), x: String(x), y: String(y), s: 'a', r: '' })[key] ?? all);
}

/** Loads one image: resolves true when it loads, false on an error or after `timeoutMs`. */
export type ImageProbe = (url: string, timeoutMs: number) => Promise<boolean>;

const browserImageProbe: ImageProbe = (url, timeoutMs) =>
  new Promise((resolve) => {
    const img = new Image();
    const done = (ok: boolean) => {
      clearTimeout(timer);
      img.onload = img.onerror = null;
      resolve(ok);
    };
    const timer = setTimeout(() => done(false), timeoutMs);
    img.onload = () => done(true);
    img.onerror = () => done(false);
    img.src = url;
  });

export const TILE_PROBE_TIMEOUT_MS = 8000;
/** A failed answer is asked again after this long, so tiles come back when the network does. */
export const TILE_PROBE_RETRY_MS = 60_000;
const probes = new Map<string, Promise<boolean>>();

/**
 * Whether the tile server answers, asked once per template and page: one tile is requested before the
 * layer is added, so a machine without internet logs one failed request instead of one per tile and zoom.
 */
export function tilesReachable(template: string, lat: number, lng: number, zoom: number, probe: ImageProbe = browserImageProbe): Promise<boolean> {
  let answer = probes.get(template);
  if (!answer) {
    const asked = probe(tileUrlAt(template, lat, lng, zoom), TILE_PROBE_TIMEOUT_MS);
    probes.set(template, asked);
    void asked.then((ok) => {
      if (!ok) setTimeout(() => probes.get(template) === asked && probes.delete(template), TILE_PROBE_RETRY_MS);
    });
    answer = asked;
  }
  return answer;
}

/** Tests start each case with no remembered answers. */
export function forgetTileProbes(): void {
  probes.clear();
}

/** After this many tile errors with no tile loaded since, the layer is dropped (the network went away). */
export const TILE_ERRORS_BEFORE_GIVING_UP = 6;
