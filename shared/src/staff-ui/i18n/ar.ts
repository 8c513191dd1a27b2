import type { StaffUiStrings } from './es';

export const ar: StaffUiStrings = {
  'common.loading': 'جارٍ التحميل…',
  'common.retry': 'إعادة المحاولة',
  'common.cancel': 'إلغاء',

  'pager.label': 'الصفحات',
  'pager.range': '{{from}}–{{to}} من {{total}}',
  'pager.prev': 'السابق',
  'pager.next': 'التالي',
};
