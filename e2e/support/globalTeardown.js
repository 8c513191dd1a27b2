module.exports = async function globalTeardown() {
  const child = globalThis.__SIG_SERVER__;
  if (child && child.exitCode === null) {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
};
