import type { StaffUiStrings } from './es';

export const en: StaffUiStrings = {
  'common.loading': 'Loading…',
  'csv.label': 'Download CSV',
  'csv.busy': 'Preparing the file…',
  'csv.failed': 'The file could not be downloaded: {{reason}}',
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

  'position.take': 'Use my location',
  'position.again': 'Update location',
  'position.locating': 'Finding your location…',
  'position.accuracy': 'accuracy ± {{m}}',
  'position.problem.denied': 'The browser does not allow your location. Turn it on in the site’s permissions and try again; you can record without it, but no distance will be kept.',
  'position.problem.unavailable': 'The device could not find your location. Step outside and try again.',
  'position.problem.timeout': 'Your location took too long. Try again.',
  'position.problem.unsupported': 'This browser cannot give your location.',
};
