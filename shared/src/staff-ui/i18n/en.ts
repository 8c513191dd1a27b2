import type { StaffUiStrings } from './es';

export const en: StaffUiStrings = {
  'common.loading': 'Loading…',
  'common.retry': 'Retry',
  'common.cancel': 'Cancel',

  'pager.label': 'Pages',
  'pager.range': '{{from}}–{{to}} of {{total}}',
  'pager.prev': 'Previous',
  'pager.next': 'Next',
};
