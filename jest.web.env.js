// jsdom plus the Fetch API of Node (jsdom has none), with relative URLs resolved against the page's
// location as a browser does. Tests answer `fetch` with a stand-in for the server (outside our system).
const JsdomEnvironment = require('jest-environment-jsdom').default;

class JsdomWithFetch extends JsdomEnvironment {
  async setup() {
    await super.setup();
    const g = this.global;
    const base = () => g.location.href;
    class BrowserRequest extends Request {
      constructor(input, init) {
        super(typeof input === 'string' || input instanceof URL ? new URL(String(input), base()) : input, init);
      }
    }
    Object.assign(g, {
      Request: BrowserRequest,
      Response,
      Headers,
      FormData,
      AbortController,
      AbortSignal,
      ReadableStream,
      TextEncoder,
      TextDecoder,
      structuredClone,
      fetch: () => Promise.reject(new TypeError('fetch is not stubbed in this test')),
    });
    // Fluent's MessageBar and motion code call these; jsdom has neither.
    g.ResizeObserver ??= class ResizeObserver {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
    g.matchMedia ??= (query) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener() {},
      removeListener() {},
      addEventListener() {},
      removeEventListener() {},
      dispatchEvent: () => false,
    });
  }
}

module.exports = JsdomWithFetch;
