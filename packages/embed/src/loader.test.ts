// eslint-disable-next-line @typescript-eslint/no-require-imports
const { loaderSource, RUNTIME_GUARD } = require('../loaderSource.js') as { loaderSource(runtime: string, chunks: string[]): string; RUNTIME_GUARD: string };

/** Runs a loader as the browser does for <script src="…">: document.currentScript is that tag while it runs. */
function runLoader(src: string, code: string): void {
  const tag = document.createElement('script');
  tag.src = src;
  document.body.append(tag);
  Object.defineProperty(document, 'currentScript', { value: tag, configurable: true });
  try {
    new Function(code)();
  } finally {
    Object.defineProperty(document, 'currentScript', { value: null, configurable: true });
  }
}

const added = () =>
  Array.from(document.head.querySelectorAll<HTMLScriptElement | HTMLLinkElement>('script, link')).map((e) =>
    e instanceof HTMLScriptElement ? `script ${e.src} ${e.crossOrigin}` : `${e.rel} ${e.getAttribute('as')} ${e.href} ${e.crossOrigin}`,
  );

afterEach(() => {
  document.head.replaceChildren();
  document.body.replaceChildren();
  delete (window as unknown as Record<string, unknown>)[RUNTIME_GUARD];
});

test('three element scripts on one page add the shared runtime once, from their own origin, and preload each element’s chunks', () => {
  const map = loaderSource('sig-embed.1234abcd.js', ['sig-embed-1.aa.js', 'sig-embed-sig-report-map.bb.js']);
  const form = loaderSource('sig-embed.1234abcd.js', ['sig-embed-1.aa.js', 'sig-embed-sig-report-form.cc.js']);
  runLoader('https://sig.example.mx/embed/sig-report-map.js', map);
  runLoader('https://sig.example.mx/embed/sig-report-form.js', form);
  runLoader('https://sig.example.mx/embed/sig-report-map.js', map);
  const scripts = added().filter((a) => a.startsWith('script'));
  expect(scripts).toEqual(['script https://sig.example.mx/embed/sig-embed.1234abcd.js anonymous']);
  // each chunk once, however many loaders name it
  expect(added().filter((a) => a.startsWith('preload'))).toEqual([
    'preload script https://sig.example.mx/embed/sig-embed-1.aa.js anonymous',
    'preload script https://sig.example.mx/embed/sig-embed-sig-report-map.bb.js anonymous',
    'preload script https://sig.example.mx/embed/sig-embed-sig-report-form.cc.js anonymous',
  ]);
});

test('a loader added later by another script finds its own tag by name', () => {
  const tag = document.createElement('script');
  tag.src = 'https://sig.example.mx/sig/embed/sig-folio.js';
  document.body.append(tag);
  new Function(loaderSource('sig-embed.1234abcd.js', []))();
  expect(added()).toEqual(['script https://sig.example.mx/sig/embed/sig-embed.1234abcd.js anonymous']);
});
