// How many spec files run at once, each against its own server and Chromium. A browser test mostly waits (on
// the network, animations, the next frame), so on the 2-core CI machine one file at a time left it half idle.
// SIG_E2E_WORKERS overrides it (bench/test-pipeline.mjs compares).
const { availableParallelism } = require('node:os');

const E2E_WORKERS = Number(process.env.SIG_E2E_WORKERS) || Math.max(2, availableParallelism());

module.exports = { E2E_WORKERS };
