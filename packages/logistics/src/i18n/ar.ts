import type { es } from './es';

export const ar: Record<keyof typeof es, string> = {
  // ---- common (states, reasons) ----
  'common.cancel': 'إلغاء',
  'common.retry': 'أعد المحاولة',
  'estado.pendiente': 'معلّقة',
  'estado.en_ruta': 'في الطريق',
  'estado.entregada': 'تم التسليم',
  'estado.fallida': 'فشلت',
  'estado.reprogramada': 'أُعيدت جدولتها',
  'motivo.no_encontrado': 'لم يُعثر على الشخص',
  'motivo.rechazada': 'رفضها الشخص',
  'motivo.domicilio_incorrecto': 'عنوان غير صحيح',
  'motivo.otro': 'سبب آخر',

  // ---- errors of the API (LOG_ERRORS) ----
  'error.logistica.not_found': 'لم نعثر على عملية التسليم هذه.',
  'error.logistica.stale': 'غيّر شخص آخر عملية التسليم هذه أثناء عرضك لها: أعد التحميل لرؤية بياناتها الحالية.',
  'error.logistica.transition': 'لا يمكن نقل عملية التسليم من حالتها الحالية إلى الحالة التي طلبتها.',
  'error.logistica.ya_entregada': 'لعملية التسليم هذه إثبات بالفعل: لا تُسلَّم مرتين.',
  'error.logistica.ya_tiene': 'لدى هذا الشخص هذا البند من البرنامج في هذه الفترة بالفعل.',
  'error.logistica.not_delivered': 'محضر التسليم موجود فقط لعمليات التسليم المنجزة.',
  'error.logistica.not_assigned': 'عملية التسليم هذه غير مسندة إليك.',
  'error.logistica.codigo': 'الرمز غير صحيح.',
  'error.logistica.hash': 'وصل الملف تالفًا: بصمته غير مطابقة. حاول مرة أخرى.',
  'error.logistica.file_type': 'تُقبل صور JPEG أو PNG أو WebP فقط (والتوقيع PNG).',
  'error.logistica.file_too_large': 'الملف كبير جدًا.',
  'error.logistica.file_not_found': 'لم نعثر على هذا الملف: ارفعه قبل إرسال الإثبات.',
  'error.logistica.habitante_not_found': 'هذا الشخص غير موجود في سجل هذه البلدية.',
  'error.logistica.programa_not_found': 'هذا البرنامج غير موجود في هذه البلدية.',
  'error.logistica.programa_inactive': 'هذا البرنامج غير نشط.',
  'error.logistica.repartidor_not_found': 'هذا الشخص ليس من موظفي التسليم النشطين.',
  'error.logistica.user_not_found': 'هذا المستخدم غير موجود في هذه البلدية أو ليس لديه صلاحية الخدمات اللوجستية.',
  'error.logistica.zona_invalid': 'إحدى المناطق المختارة غير موجودة أو غير نشطة.',
  'error.logistica.lote_empty': 'لا يحتوي الاختيار على أشخاص.',
  'error.logistica.lote_too_large': 'يحتوي الاختيار على عدد كبير جدًا من الأشخاص لمرة واحدة.',
  'error.logistica.client_id_reused': 'استُخدم هذا المعرّف بالفعل لعملية تسليم أخرى.',

  // ---- lista, usuarios, analytics ----
  'lista.title': 'عمليات التسليم',
  'usuarios.title': 'موظفو التسليم',
  'analytics.title': 'تحليلات التسليم',

  // (end of lista, usuarios, analytics)



  // ---- envio (the delivery page and its proof) ----
  'envio.title': 'عملية التسليم',

  // (end of envio)
};
