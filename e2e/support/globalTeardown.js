module.exports = async function globalTeardown() {
  await Promise.all((globalThis.__SIG_SERVERS__ ?? []).map((s) => s.stop()));
};
