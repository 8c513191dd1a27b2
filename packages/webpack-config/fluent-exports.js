const path = require('node:path');

// The curated Fluent UI surface every parcel shares, in three System modules:
// - `core` is `@fluentui/react-components` in the import map and ships on every cold page (budget: cold
//   /login <= 220 kB gzip), so it holds only what public pages use;
// - `extras` is `@sig/fluent-extras`, loaded by the staff parcels that use it: what a page draws as it opens
//   (badges, checkboxes, switches, toggle buttons);
// - `onDemand` is `@sig/fluent-lazy`, loaded on first use: menus, popovers, dialogs, drawers, tooltips and the
//   settings panel's controls. A parcel imports these names only in code it loads with `lazy()`/`import()`: the build
//   makes the module a promise of `System.import` there (./index.js), and fails when one is reached from a
//   parcel's first chunk (it would load with the page again).
// Parcels import every name from '@fluentui/react-components'; the build rewrites the others' imports
// (packages/webpack-config/fluent-split-loader.js). A name missing here is `undefined` at run time in the
// browser, so `fluent-exports.test.ts` checks every import. The modules share Fluent's contexts
// (react-shared-contexts, react-field, the icon direction context) through their own System modules.
const core = [
  'FluentProvider',
  'webLightTheme',
  'webDarkTheme',
  'createLightTheme',
  'createDarkTheme',
  'makeStyles',
  'mergeClasses',
  'shorthands',
  'tokens',
  'useId',
  'Body1',
  'Button',
  'Caption1',
  'Divider',
  'Field',
  'Input',
  'Link',
  'MessageBar',
  'MessageBarActions',
  'MessageBarBody',
  'MessageBarTitle',
  'Spinner',
  'Subtitle2',
  'Text',
  'Title1',
  // served by core because extras takes Fluent's text, label and provider code from it (below): one copy
  'Title2',
  'Title3',
  'Subtitle1',
  'Body1Strong',
  'Caption1Strong',
  'Label',
  'createCSSRuleFromTheme',
];

const extras = [
  'Badge',
  'CounterBadge',
  'Checkbox',
  'Switch',
  'ToggleButton',
  // defineParcelElement (@sig/shared/elements): Fluent inside a custom element's shadow root
  'PortalMountNodeProvider',
];

const onDemand = [
  'Dialog',
  'DialogActions',
  'DialogBody',
  'DialogContent',
  'DialogSurface',
  'DialogTitle',
  'DialogTrigger',
  'DrawerBody',
  'DrawerFooter',
  'DrawerHeader',
  'DrawerHeaderTitle',
  'OverlayDrawer',
  'Menu',
  'MenuButton',
  'MenuDivider',
  'MenuGroup',
  'MenuGroupHeader',
  'MenuItem',
  'MenuItemCheckbox',
  'MenuItemLink',
  'MenuItemRadio',
  'MenuList',
  'MenuPopover',
  'MenuTrigger',
  'Popover',
  'PopoverSurface',
  'PopoverTrigger',
  'Radio',
  'RadioGroup',
  'Slider',
  // drawn by @sig/shared's LazyTooltip once a pointer or the focus comes to a trigger (shared/src/lazy/lazyTooltip.tsx)
  'Tooltip',
];

// The extras module takes from the core module the Fluent code core holds anyway instead of bundling a second
// copy of it (measured: extras 98.7 -> 79 kB gzip): these whole packages, and react-button's Button and its
// ButtonContext (ToggleButton and MenuButton stay in extras, on core's Button). It is also one instance of the
// contexts they hold (react-button's ButtonContext, react-utilities' SSR context) for both halves.
const SERVED_BY_CORE = {
  packages: ['keyborg', '@fluentui/react-utilities', '@fluentui/react-text', '@fluentui/react-divider', '@fluentui/react-label', '@fluentui/react-aria', '@fluentui/react-provider', '@fluentui/react-theme'],
  folders: { '@fluentui/react-button': ['lib/components/Button', 'lib/contexts'] },
};

// What core exports beyond `core` so that extras can take it from there, by the package each name comes from
// (Fluent's barrel leaves some of them out). The vendor build fails when extras needs a name missing here
// (packages/vendor/webpack.config.js); fluent-exports.test.ts fails on a name nobody needs.
const coreForExtras = {
  '@fluentui/react-components': [
    'assertSlots',
    'getIntrinsicElementProps',
    'getPartitionedNativeProps',
    'isHTMLElement',
    'mergeCallbacks',
    'renderButton_unstable',
    'slot',
    'useAnimationFrame',
    'useButtonStyles_unstable',
    'useButton_unstable',
    'useEventCallback',
    'useIsSSR',
    'useIsomorphicLayoutEffect',
    'useMergedRefs',
    'useTimeout',
  ],
  '@fluentui/react-utilities': [
    'SLOT_CLASS_NAME_PROP_SYMBOL',
    'SLOT_ELEMENT_TYPE_SYMBOL',
    'SLOT_RENDER_FUNCTION_SYMBOL',
    'applyTriggerPropsToChildren',
    'canUseDOM',
    'clamp',
    'elementContains',
    'getParent',
    'getPercentInRange',
    'getReactElementRef',
    'getTriggerChild',
    'isResolvedShorthand',
    'isSlot',
    'setVirtualParent',
    'useControllableState',
    'useFirstMount',
    'useForceUpdate',
    'useOnClickOutside',
    'useOnScrollOutside',
  ],
  '@fluentui/react-button': ['useButtonBase_unstable', 'useButtonContext'],
  '@fluentui/react-aria': ['useARIAButtonProps'],
  keyborg: ['KEYBORG_FOCUSIN', 'KEYBORG_FOCUSOUT', 'createKeyborg', 'disposeKeyborg', 'nativeFocus'],
};

const packageDir = (pkg) => path.dirname(require.resolve(`${pkg}/package.json`));
const servedFoldersOf = (served) => Object.entries(served.folders).flatMap(([pkg, dirs]) => dirs.map((d) => path.join(packageDir(pkg), d)));
const servedFolders = servedFoldersOf(SERVED_BY_CORE);

/**
 * webpack externals of the extras compilation: a module core already holds is taken from the core module
 * (`@fluentui/react-components` in the import map). Relative requests are matched by the file they resolve to.
 */
function takenFromCore({ context, request }, callback) {
  if (request && SERVED_BY_CORE.packages.includes(request)) return callback(null, '@fluentui/react-components');
  if (request && context && request.startsWith('.')) {
    const file = path.resolve(context, request);
    if (servedFolders.some((dir) => file.startsWith(dir + path.sep))) return callback(null, '@fluentui/react-components');
  }
  return callback();
}

// The on-demand module would likewise take from the extras module what extras holds anyway. Since tooltips
// moved to the on-demand module (LazyTooltip: measured, extras 33.8 -> ~20 kB gzip on every staff page),
// extras holds no positioning, portals or focus management, and the on-demand module bundles them itself.
const SERVED_BY_EXTRAS = {
  packages: [],
  folders: {},
};

// What extras exports beyond `extras` so that the on-demand module can take it from there (checked like
// coreForExtras): nothing now.
const extrasForLazy = {};

const ON_DEMAND = '@sig/fluent-lazy';

const extrasFolders = servedFoldersOf(SERVED_BY_EXTRAS);

/** webpack externals of the on-demand compilation: what core or extras holds is taken from that module. */
function takenFromExtras({ context, request }, callback) {
  if (request && SERVED_BY_EXTRAS.packages.includes(request)) return callback(null, '@sig/fluent-extras');
  if (request && context && request.startsWith('.')) {
    const file = path.resolve(context, request);
    if (extrasFolders.some((dir) => file.startsWith(dir + path.sep))) return callback(null, '@sig/fluent-extras');
  }
  return callback();
}

/** The import-map name a Fluent export is served from, or null when it is in no list. */
function fluentModuleOf(name) {
  if (core.includes(name)) return '@fluentui/react-components';
  if (extras.includes(name)) return '@sig/fluent-extras';
  if (onDemand.includes(name)) return ON_DEMAND;
  return null;
}

module.exports = { core, extras, onDemand, ON_DEMAND, fluentModuleOf, coreForExtras, extrasForLazy, SERVED_BY_CORE, SERVED_BY_EXTRAS, takenFromCore, takenFromExtras };
