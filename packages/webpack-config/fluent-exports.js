// The curated Fluent UI surface every parcel shares, in two System modules:
// - `core` is `@fluentui/react-components` in the import map and ships on every cold page (budget: cold
//   /login <= 220 kB gzip), so it holds only what public pages use;
// - `extras` is `@sig/fluent-extras`, loaded by the staff parcels that use it (menus, sliders, dialogs, ...).
// Parcels import every name from '@fluentui/react-components'; the build rewrites extras imports
// (packages/webpack-config/fluent-split-loader.js). A name missing here is `undefined` at run time in the
// browser, so `fluent-exports.test.ts` checks every import. The two modules share Fluent's contexts
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
];

const extras = [
  'Badge',
  'CounterBadge',
  'PresenceBadge',
  'Checkbox',
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
  'Label',
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
  'Subtitle1',
  'Switch',
  'ToggleButton',
  'Toolbar',
  'ToolbarButton',
  'ToolbarDivider',
  'ToolbarToggleButton',
  'Tooltip',
  'Title2',
  'Title3',
  'Body1Strong',
  'Caption1Strong',
  // defineParcelElement (@sig/shared/elements): Fluent inside a custom element's shadow root
  'PortalMountNodeProvider',
  'createCSSRuleFromTheme',
];

/** The import-map name a Fluent export is served from, or null when it is in neither list. */
function fluentModuleOf(name) {
  if (core.includes(name)) return '@fluentui/react-components';
  if (extras.includes(name)) return '@sig/fluent-extras';
  return null;
}

module.exports = { core, extras, fluentModuleOf };
