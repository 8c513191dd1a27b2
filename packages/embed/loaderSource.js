// The loader a host page's <script src="…/embed/<element>.js"> runs (build.mjs writes one per element).
/** The global a loader sets when it has added the runtime: a second loader on the page adds nothing. */
const RUNTIME_GUARD = '__sigEmbedRuntime';

/**
 * What a host page's <script src="…/embed/<element>.js"> runs: adds the shared runtime (hashed, cached for
 * good) once per page, however many element scripts the page holds, from the loader's own address; and asks
 * for its element's chunks at once (preload), so they arrive beside the runtime rather than after it.
 * Plain ES5 so that it parses anywhere; the runtime itself needs a browser with custom elements.
 */
function loaderSource(runtimeFile, chunkFiles = []) {
  return `/* SIG embeddable web components: this loader adds their shared runtime once per page. */
(function () {
  var w = window, d = document, guard = ${JSON.stringify(RUNTIME_GUARD)};
  var me = d.currentScript;
  if (!me) {
    // a loader added by another script after the page loaded: find its tag by name
    var all = d.getElementsByTagName('script');
    for (var j = all.length - 1; j >= 0 && !me; j--) if (/\\/embed\\/sig-[a-z-]+\\.js(\\?|#|$)/.test(all[j].src)) me = all[j];
  }
  var base = (me && me.src) || d.baseURI, head = d.head || d.documentElement;
  var chunks = ${JSON.stringify(chunkFiles)};
  for (var i = 0; i < chunks.length; i++) {
    var href = new URL(chunks[i], base).href;
    if (d.querySelector('link[rel="preload"][href="' + href + '"]')) continue;
    var l = d.createElement('link');
    l.setAttribute('rel', 'preload');
    l.setAttribute('as', 'script');
    l.setAttribute('crossorigin', 'anonymous');
    l.setAttribute('href', href);
    head.appendChild(l);
  }
  if (w[guard]) return;
  var s = d.createElement('script');
  s.src = new URL(${JSON.stringify(runtimeFile)}, base).href;
  s.crossOrigin = 'anonymous';
  w[guard] = s.src;
  head.appendChild(s);
})();
`;
}

module.exports = { loaderSource, RUNTIME_GUARD };
