import type { Translations } from '@sig/shared';

export const navbarStrings: Translations = {
  es: { 'nav.label': 'Menú principal', 'nav.loading': 'Cargando menú...', 'nav.error': 'No se pudo cargar el menú.', 'nav.retry': 'Reintentar', 'nav.empty': 'Tu rol aún no tiene páginas asignadas.' },
  en: { 'nav.label': 'Main menu', 'nav.loading': 'Loading menu...', 'nav.error': 'The menu could not be loaded.', 'nav.retry': 'Retry', 'nav.empty': 'Your role has no pages assigned yet.' },
  tr: { 'nav.label': 'Ana menü', 'nav.loading': 'Menü yükleniyor...', 'nav.error': 'Menü yüklenemedi.', 'nav.retry': 'Tekrar dene', 'nav.empty': 'Rolünüze henüz sayfa atanmadı.' },
  ar: { 'nav.label': 'القائمة الرئيسية', 'nav.loading': 'جارٍ تحميل القائمة...', 'nav.error': 'تعذّر تحميل القائمة.', 'nav.retry': 'إعادة المحاولة', 'nav.empty': 'لم تُخصَّص لدورك صفحات بعد.' },
};
