const { fluentModuleOf } = require('./fluent-exports');

const IMPORT = /import\s*\{([^}]*)\}\s*from\s*(['"])@fluentui\/react-components\2;?/g;

/**
 * Parcels import every Fluent name from '@fluentui/react-components'; names of the extras half are served
 * by '@sig/fluent-extras'. This splits each such import statement of the JavaScript ts-loader emits.
 * An unknown name is a build error here rather than `undefined` in a browser.
 */
function splitFluentImports(source, file = '') {
  return source.replace(IMPORT, (_all, list) => {
    const groups = new Map();
    for (const part of list.split(',')) {
      const spec = part.trim();
      if (!spec || spec.startsWith('type ')) continue;
      const imported = spec.split(/\s+as\s+/)[0].trim();
      const from = fluentModuleOf(imported);
      if (!from) throw new Error(`${file}: '${imported}' is not in the curated Fluent list (packages/webpack-config/fluent-exports.js)`);
      groups.set(from, [...(groups.get(from) ?? []), spec]);
    }
    return [...groups].map(([from, specs]) => `import { ${specs.join(', ')} } from '${from}';`).join(' ');
  });
}

module.exports = function fluentSplitLoader(source, map) {
  this.callback(null, splitFluentImports(source, this.resourcePath), map);
};
module.exports.splitFluentImports = splitFluentImports;
