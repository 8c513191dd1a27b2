import type { StaffUiStrings } from './es';

export const en: StaffUiStrings = {
  'common.loading': 'Loading…',
  'common.retry': 'Retry',
  'common.cancel': 'Cancel',
  'common.reload': 'Reload',

  'pager.label': 'Pages',
  'pager.range': '{{from}}–{{to}} of {{total}}',
  'pager.prev': 'Previous',
  'pager.next': 'Next',

  'location.label': 'Location',
  'location.lat': 'Latitude',
  'location.lng': 'Longitude',
  'location.invalid': 'Type a latitude (−90 to 90) and a longitude (−180 to 180), or leave both empty.',
};
