// The jsdom environment of this parcel's tests, with the browser APIs jsdom lacks:
// - fetch API classes: ky (inside @sig/shared's api client) builds a Request for every call. Node's own are
//   borrowed, AbortController/AbortSignal included so Request accepts ky's signal, and relative URLs resolve
//   against the page as in a browser. Tests stub fetch itself (fakeServer.ts): no request leaves the process.
// - ResizeObserver and matchMedia, which Fluent's MessageBar and motion code call.
// Use it with a docblock in the test file: /** @jest-environment ./packages/auth/src/test/authTestEnvironment.js */
const { TestEnvironment } = require('jest-environment-jsdom');

const BORROWED = ['Response', 'Headers', 'AbortController', 'AbortSignal', 'ReadableStream', 'structuredClone'];

class AuthTestEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const win = this.global;
    for (const name of BORROWED) win[name] = globalThis[name];
    const NodeRequest = globalThis.Request;
    win.Request = class Request extends NodeRequest {
      constructor(input, init) {
        super(typeof input === 'string' ? new URL(input, win.location.href).href : input, init);
      }
    };
    win.fetch = () => Promise.reject(new Error('fetch is not stubbed: use installFakeServer() in the test'));

    win.ResizeObserver ??= class ResizeObserver {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
    win.matchMedia ??= (query) => ({
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

module.exports = AuthTestEnvironment;
