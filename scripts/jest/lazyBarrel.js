// Fluent's two barrels load all of their modules up front, and jest loads them again for every test file:
// @fluentui/react-components requires its ~55 component packages, and @fluentui/react-icons runs 60 chunks
// that create some 20,000 icon components. That was ~2 s of a component test file's ~3 s. Both packages are
// side-effect free (their package.json says so), so here each sub-package or chunk is required when one of
// its exports is first read: the same library code, loaded on demand. packages/vendor/lazyBarrel.test.ts
// checks that both barrels still expose exactly the names of the real ones.
const { createHash } = require('node:crypto');
const { readFileSync } = require('node:fs');
const path = require('node:path');

const HELPERS = `function __lazyModule(load) {
  let m;
  const get = () => (m ??= load());
  return new Proxy({}, { get: (_, k) => get()[k], has: (_, k) => k in get(), ownKeys: () => Reflect.ownKeys(get()), getOwnPropertyDescriptor: (_, k) => Reflect.getOwnPropertyDescriptor(get(), k) });
}
function __lazyStar(target, load, names) {
  let m;
  for (const name of names) {
    if (name === 'default' || Object.prototype.hasOwnProperty.call(target, name)) continue;
    Object.defineProperty(target, name, { enumerable: true, get: () => (m ??= load())[name] });
  }
}
`;

/** react-components: `const _reactbutton = require("@fluentui/react-button");` read through getters. */
function lazyComponents(source) {
  let n = 0;
  const code = source.replace(/^const (_\w+) = require\(("[^"]+")\);$/gm, (_, name, spec) => {
    n += 1;
    return `const ${name} = __lazyModule(() => require(${spec}));`;
  });
  return { code, n };
}

/** react-icons: `tslib_1.__exportStar(require("./icons/chunk-0.cjs"), exports);` with the chunk's names read from its file. */
function lazyIcons(source, filename) {
  let n = 0;
  const code = source.replace(/^tslib_1\.__exportStar\(require\(("\.\/(?:icons|sizedIcons)\/chunk-\d+\.cjs")\), exports\);$/gm, (_, spec) => {
    const chunk = readFileSync(path.resolve(path.dirname(filename), JSON.parse(spec)), 'utf8');
    // TypeScript declares a chunk's exports up front, 50 names to a `exports.A = exports.B = … = void 0;` line.
    const names = [...chunk.matchAll(/^exports\.(.+) = void 0;$/gm)].flatMap((m) => m[1].split(' = exports.'));
    if (names.length === 0) throw new Error(`lazyBarrel: no export list in ${spec}`);
    n += 1;
    return `__lazyStar(exports, () => require(${spec}), ${JSON.stringify(names)});`;
  });
  return { code, n };
}

function version(filename) {
  const pkg = filename.slice(0, filename.lastIndexOf('/lib'));
  return JSON.parse(readFileSync(path.join(pkg, 'package.json'), 'utf8')).version;
}

module.exports = {
  process(source, filename) {
    const { code, n } = filename.includes('react-icons') ? lazyIcons(source, filename) : lazyComponents(source);
    // A barrel of another shape would silently stay eager (and slow); say so instead.
    if (n < 20) throw new Error(`lazyBarrel: ${filename} is not shaped as expected (${n} lazy modules)`);
    return { code: HELPERS + code };
  },
  getCacheKey(source, filename) {
    return createHash('sha256').update(readFileSync(__filename)).update(filename).update(version(filename)).update(source).digest('hex');
  },
};
