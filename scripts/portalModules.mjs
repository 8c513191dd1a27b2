// Which webpack configs make up the browser portal: vendors, @sig/shared, root-config and every parcel.
import { existsSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

export const repoRoot = new URL('..', import.meta.url).pathname.replace(/\/$/, '');
export const portalDir = join(repoRoot, 'dist/portal');
const require = createRequire(import.meta.url);

/** Packages with a webpack.config.js that are browser parcels (not vendor, not the server). */
export function parcelDirs() {
  return readdirSync(join(repoRoot, 'packages'))
    .filter((d) => !['vendor', 'server', 'webpack-config'].includes(d))
    .filter((d) => existsSync(join(repoRoot, 'packages', d, 'webpack.config.js')))
    // A folder without its entry file is not a parcel yet (work in progress).
    .filter((d) => existsSync(join(repoRoot, 'packages', d, 'src', `sig-${d}.tsx`)))
    .map((d) => join('packages', d));
}

export function ownModuleConfigs(env, dirs = ['shared', 'root-config', ...parcelDirs()]) {
  return dirs.flatMap((d) => require(join(repoRoot, d, 'webpack.config.js'))(env));
}

export function vendorConfigs(env) {
  return require(join(repoRoot, 'packages/vendor/webpack.config.js'))(env);
}

/** Import-map name of a compilation: vendor configs are named `vendor:<package>`. */
export const importNameOf = (configName) => configName.replace(/^vendor:/, '');
