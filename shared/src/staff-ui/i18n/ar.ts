import type { StaffUiStrings } from './es';

export const ar: StaffUiStrings = {
  'common.loading': 'جارٍ التحميل…',
  'common.retry': 'إعادة المحاولة',
  'common.cancel': 'إلغاء',
  'common.reload': 'إعادة التحميل',

  'pager.label': 'الصفحات',
  'pager.range': '{{from}}–{{to}} من {{total}}',
  'pager.prev': 'السابق',
  'pager.next': 'التالي',

  'location.label': 'الموقع',
  'location.lat': 'خط العرض',
  'location.lng': 'خط الطول',
  'location.invalid': 'اكتب خط عرض (من −90 إلى 90) وخط طول (من −180 إلى 180)، أو اترك الاثنين فارغين.',
};
