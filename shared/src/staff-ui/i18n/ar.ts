import type { StaffUiStrings } from './es';

export const ar: StaffUiStrings = {
  'common.loading': 'جارٍ التحميل…',
  'csv.label': 'تنزيل CSV',
  'csv.busy': 'جارٍ تجهيز الملف…',
  'csv.failed': 'تعذّر تنزيل الملف: {{reason}}',
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

  'position.take': 'استخدام موقعي',
  'position.again': 'تحديث الموقع',
  'position.locating': 'جارٍ تحديد موقعك…',
  'position.accuracy': 'الدقة ± {{m}}',
  'position.problem.denied': 'المتصفح لا يسمح باستخدام موقعك. فعّله من أذونات الموقع وحاول مرة أخرى؛ يمكن التسجيل بدونه لكن لن تُحفظ المسافة.',
  'position.problem.unavailable': 'تعذر على الجهاز تحديد موقعك. اخرج إلى مكان مكشوف وحاول مرة أخرى.',
  'position.problem.timeout': 'استغرق تحديد موقعك وقتًا طويلًا. حاول مرة أخرى.',
  'position.problem.unsupported': 'هذا المتصفح لا يستطيع تحديد موقعك.',
};
