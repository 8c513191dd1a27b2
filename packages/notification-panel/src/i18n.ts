import { type Translations, registerTranslations } from '@sig/shared';

export const NOTIFICATIONS_NS = 'notification-panel';

export const notificationStrings: Translations = {
  es: {
    title: 'Notificaciones',
    clearAll: 'Borrar todas',
    empty: 'Ninguna notificación.',
    close: 'Cerrar',
    dismiss: 'Descartar notificación: {{message}}',
    dismissShort: 'Descartar',
    loading: 'Cargando notificaciones…',
    loadError: 'No se pudieron cargar las notificaciones.',
    retry: 'Reintentar',
    'variant.success': 'Correcto',
    'variant.error': 'Error',
    'variant.warning': 'Aviso',
    'variant.info': 'Información',
  },
  en: {
    title: 'Notifications',
    clearAll: 'Clear all',
    empty: 'No notifications.',
    close: 'Close',
    dismiss: 'Dismiss notification: {{message}}',
    dismissShort: 'Dismiss',
    loading: 'Loading notifications…',
    loadError: 'The notifications could not be loaded.',
    retry: 'Retry',
    'variant.success': 'Success',
    'variant.error': 'Error',
    'variant.warning': 'Warning',
    'variant.info': 'Information',
  },
  tr: {
    title: 'Bildirimler',
    clearAll: 'Tümünü temizle',
    empty: 'Bildirim yok.',
    close: 'Kapat',
    dismiss: 'Bildirimi kapat: {{message}}',
    dismissShort: 'Kapat',
    loading: 'Bildirimler yükleniyor…',
    loadError: 'Bildirimler yüklenemedi.',
    retry: 'Yeniden dene',
    'variant.success': 'Başarılı',
    'variant.error': 'Hata',
    'variant.warning': 'Uyarı',
    'variant.info': 'Bilgi',
  },
  ar: {
    title: 'الإشعارات',
    clearAll: 'مسح الكل',
    empty: 'لا توجد إشعارات.',
    close: 'إغلاق',
    dismiss: 'تجاهل الإشعار: {{message}}',
    dismissShort: 'تجاهل',
    loading: 'جارٍ تحميل الإشعارات…',
    loadError: 'تعذّر تحميل الإشعارات.',
    retry: 'إعادة المحاولة',
    'variant.success': 'نجاح',
    'variant.error': 'خطأ',
    'variant.warning': 'تحذير',
    'variant.info': 'معلومات',
  },
};

// Registered on import, so every component of the panel can be rendered on its own.
registerTranslations(NOTIFICATIONS_NS, notificationStrings);
