// `npm run dev`: one development build (unhashed names matching the root importmap.json), then webpack
// watches our own modules (shared, root-config, parcels) while the server serves dist/portal.
import { spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import webpack from 'webpack';

import { ownModuleConfigs, portalDir, repoRoot } from './portalModules.mjs';

const built = spawnSync(process.execPath, [join(repoRoot, 'scripts/build.mjs'), '--dev'], { stdio: 'inherit' });
if (built.status !== 0) process.exit(built.status ?? 1);

const configs = ownModuleConfigs({ dev: true }).map((c) => ({ ...c, output: { ...c.output, clean: false } }));
webpack(configs).watch({ aggregateTimeout: 200 }, (err, stats) => {
  if (err) console.error(err);
  else console.log(stats.toString({ preset: 'errors-warnings', colors: true }) || `rebuilt at ${new Date().toLocaleTimeString()}`);
});

const server = spawn(process.execPath, [join(repoRoot, 'packages/server/dist/server.js')], {
  stdio: 'inherit',
  env: { SIG_PORTAL_DIR: portalDir, SIG_DATA_DIR: join(repoRoot, 'data'), SIG_IMPORT_MAP_OVERRIDES: '1', ...process.env },
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => (server.kill(sig), process.exit(0)));
