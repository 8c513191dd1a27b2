module.exports = async function globalTeardown() {
  await globalThis.__SIG_SERVER__?.stop();
};
