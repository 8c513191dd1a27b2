// jsdom has no fetch API, and ky (inside @sig/shared's api client) builds a Request for every call.
// Node's own classes are borrowed, AbortController/AbortSignal included so Request accepts ky's signal,
// and relative URLs resolve against the page as in a browser. Tests stub global.fetch itself
// (see fakeServer.ts): no request leaves the process.
const { TestEnvironment } = require('jest-environment-jsdom');

const BORROWED = ['Response', 'Headers', 'AbortController', 'AbortSignal', 'ReadableStream', 'structuredClone'];

class JsdomWithFetch extends TestEnvironment {
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
  }
}

module.exports = JsdomWithFetch;
