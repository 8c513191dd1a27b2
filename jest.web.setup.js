// jsdom lacks these browser APIs that ky and Fluent use.
const { TextEncoder, TextDecoder } = require('node:util');
if (!globalThis.TextEncoder) globalThis.TextEncoder = TextEncoder;
if (!globalThis.TextDecoder) globalThis.TextDecoder = TextDecoder;

// findBy*/waitFor give up after 1 s by default; a busy 2-core CI machine renders Fluent slower than that.
// A condition that never holds still fails, only later.
require('@testing-library/dom').configure({ asyncUtilTimeout: 5000 });
