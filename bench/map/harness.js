/* global System */
// Runs inside the bench page (bench/map.mjs serves it next to the built portal). Renders <ClusterMap> from
// the built @sig/shared/map with generated points and measures it. Plain browser JavaScript: no build.
(function () {
  const CENTER = { lat: 19.4326, lng: -99.1332 };
  const ESTATUS = ['#0078d4', '#ff8c00', '#8764b8', '#107c10', '#d13438', '#038387'].map((color, i) => ({ id: `e${i}`, nombre: `Estatus ${i + 1}`, color, final: i === 3 }));
  const TIPOS = Array.from({ length: 10 }, (_, i) => ({ id: `t${i}`, nombre: `Tipo ${i + 1}`, color: '#605e5c' }));

  /** Deterministic points spread like a city: dense in the centre, thinning out over ~30 km. */
  function makePoints(n, seed) {
    let s = seed >>> 0;
    const rand = () => ((s = (s + 0x6d2b79f5) >>> 0), (((s ^ (s >>> 15)) * (1 | s)) >>> 0) / 4294967296);
    const gauss = () => Math.sqrt(-2 * Math.log(rand() || 1e-9)) * Math.cos(2 * Math.PI * rand());
    const points = new Array(n);
    for (let i = 0; i < n; i++) {
      const lat = CENTER.lat + gauss() * 0.08;
      const lng = CENTER.lng + gauss() * 0.1;
      points[i] = [lat, lng, Math.floor(rand() * ESTATUS.length), Math.floor(rand() * TIPOS.length), `id${i}`, `R-2026-${String(i + 1).padStart(6, '0')}`];
    }
    return points;
  }

  const frame = () => new Promise((r) => requestAnimationFrame(() => r()));
  /** Resolves after the next frame has been painted. */
  const painted = () => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));

  async function load() {
    const [React, ReactDOMClient, Fluent, MapModule] = await Promise.all(
      ['react', 'react-dom/client', '@fluentui/react-components', '@sig/shared/map'].map((n) => System.import(n)),
    );
    return { React, ReactDOMClient, Fluent, MapModule };
  }

  async function run({ n, markers, clusterColors, tileUrl, zoom = 9, steps = 10 }) {
    const { React, ReactDOMClient, Fluent, MapModule } = await load();
    const points = makePoints(n, 42);
    const container = document.getElementById('root');
    const root = ReactDOMClient.createRoot(container);
    let map = null;
    const renders = [];
    let onRender = null;
    const page = (child) => React.createElement(Fluent.FluentProvider, { theme: Fluent.webLightTheme }, child);
    const element = page(
      React.createElement(MapModule.ClusterMap, {
        points,
        estatus: ESTATUS,
        tipos: TIPOS,
        center: CENTER,
        zoom,
        tileUrl,
        markers,
        clusterColors,
        height: '80vh',
        onMap: (m) => (map = m),
        onRendered: (s) => {
          renders.push(s);
          if (onRender) onRender(s);
        },
      }),
    );
    const rendered = () => new Promise((resolve) => (onRender = (s) => ((onRender = null), resolve(s))));

    // the page around the map is already there in the portal (theme, fonts): it is not part of the figure
    root.render(page(null));
    await painted();
    await painted();
    // first render: from handing the data to React to markers painted
    const t0 = performance.now();
    const first = rendered();
    root.render(element);
    await first;
    await painted();
    const firstRenderMs = performance.now() - t0;
    const firstStats = renders[0];

    // zoom in `steps` levels and back out, recording every frame interval while it happens
    const intervals = [];
    let recording = true;
    let last = 0;
    const tick = (t) => {
      if (last) intervals.push(t - last);
      last = t;
      if (recording) requestAnimationFrame(tick);
    };
    await frame();
    requestAnimationFrame(tick);
    const stepMs = [];
    for (const dir of [...Array(steps).fill(1), ...Array(steps).fill(-1)]) {
      const s0 = performance.now();
      const done = rendered();
      if (dir > 0) map.zoomIn();
      else map.zoomOut();
      await done;
      await frame();
      await frame();
      stepMs.push(performance.now() - s0);
    }
    recording = false;
    await frame();
    const redrawMs = renders.slice(1).map((r) => r.ms);
    const maxShown = Math.max(...renders.map((r) => r.clusters + r.points));
    const maxAdded = Math.max(...renders.slice(1).map((r) => r.added));
    root.unmount();
    // the index alone, built again now that the code is warm: the part of the first render that grows with n
    const i0 = performance.now();
    const countEstatus = (clusterColors ?? (n <= MapModule.ESTATUS_COLOURS_MAX_POINTS ? 'estatus' : 'neutral')) === 'estatus';
    MapModule.createClusterIndex(MapModule.toClusterFeatures(points), { countEstatus });
    const indexMs = performance.now() - i0;
    return { n, markers, colors: countEstatus ? 'estatus' : 'neutral', firstRenderMs, indexMs, firstClusters: firstStats.clusters, firstPoints: firstStats.points, intervals, stepMs, redrawMs, maxShown, maxAdded };
  }

  window.mapBench = { run };
})();
