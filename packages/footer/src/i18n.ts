import type { Translations } from '@sig/shared';

export const footerStrings: Translations = {
  es: { 'footer.label': 'Pie de página', 'footer.product': 'Sistema Integral de Gestión', 'footer.cliente': 'Municipio' },
  en: { 'footer.label': 'Footer', 'footer.product': 'Integrated Management System', 'footer.cliente': 'Municipality' },
  tr: { 'footer.label': 'Alt bilgi', 'footer.product': 'Bütünleşik Yönetim Sistemi', 'footer.cliente': 'Belediye' },
  ar: { 'footer.label': 'تذييل الصفحة', 'footer.product': 'نظام الإدارة المتكامل', 'footer.cliente': 'البلدية' },
};
