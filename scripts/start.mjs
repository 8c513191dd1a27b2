// `npm start`: builds what is missing, then serves the built portal and the API on one port
// (SQLite in ./data unless DATABASE_URL is set).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

import { portalDir, repoRoot } from './portalModules.mjs';

const serverEntry = join(repoRoot, 'packages/server/dist/server.js');
const needPortal = !existsSync(join(portalDir, 'index.html'));
const needServer = !existsSync(serverEntry);
if (needPortal || needServer) {
  const flag = needPortal && needServer ? [] : needPortal ? ['--portal-only'] : ['--server-only'];
  const r = spawnSync(process.execPath, [join(repoRoot, 'scripts/build.mjs'), ...flag], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
const child = spawn(process.execPath, [serverEntry], {
  stdio: 'inherit',
  env: { SIG_PORTAL_DIR: portalDir, SIG_DATA_DIR: join(repoRoot, 'data'), ...process.env },
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => process.exit(code ?? 0));
