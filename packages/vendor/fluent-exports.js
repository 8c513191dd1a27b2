// The curated Fluent UI surface every parcel shares. A name missing here is `undefined` at run time in the
// browser (the bundle is built once, not per parcel), so `fluent-exports.test.ts` checks every import.
// Every name ships on every cold page (budget: cold /login <= 220 kB gzip): grow it deliberately, and
// measure with `npm run bench`. Menu (+38 kB) and Avatar (+10 kB) were left out for that reason;
// @sig/shared has DropdownMenu and UserAvatar instead.
module.exports = [
  'FluentProvider',
  'webLightTheme',
  'makeStyles',
  'mergeClasses',
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
