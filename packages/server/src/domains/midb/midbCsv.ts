import type { Language } from '../../lib/requestLanguage';

/* The registry's CSV files: headers in the clerk's language, values as stored (a script reads them alike). */

const REGISTRY: Record<Language, string[]> = {
  es: ['CURP', 'Nombre', 'Apellidos', 'Fecha de nacimiento', 'Edad', 'Sexo', 'Teléfono', 'Correo', 'Dirección', 'Colonia', 'Zona', 'Latitud', 'Longitud', 'Consentimiento', 'Id'],
  en: ['CURP', 'First name', 'Last names', 'Birth date', 'Age', 'Sex', 'Phone', 'E-mail', 'Address', 'Neighbourhood', 'Zone', 'Latitude', 'Longitude', 'Consent', 'Id'],
  tr: ['CURP', 'Ad', 'Soyadlar', 'Doğum tarihi', 'Yaş', 'Cinsiyet', 'Telefon', 'E-posta', 'Adres', 'Mahalle', 'Bölge', 'Enlem', 'Boylam', 'Onay', 'Kimlik'],
  ar: ['CURP', 'الاسم', 'اسم العائلة', 'تاريخ الميلاد', 'العمر', 'الجنس', 'الهاتف', 'البريد الإلكتروني', 'العنوان', 'الحي', 'المنطقة', 'خط العرض', 'خط الطول', 'الموافقة', 'المعرّف'],
};

const ROLL: Record<Language, string[]> = {
  es: ['CURP', 'Nombre', 'Apellidos', 'Colonia', 'Estado', 'Desde', 'Hasta', 'Motivo de baja', 'Id'],
  en: ['CURP', 'First name', 'Last names', 'Neighbourhood', 'Status', 'Since', 'Until', 'Reason for leaving', 'Id'],
  tr: ['CURP', 'Ad', 'Soyadlar', 'Mahalle', 'Durum', 'Başlangıç', 'Bitiş', 'Ayrılma nedeni', 'Kimlik'],
  ar: ['CURP', 'الاسم', 'اسم العائلة', 'الحي', 'الحالة', 'من', 'إلى', 'سبب الإلغاء', 'المعرّف'],
};

const MORE: Record<Language, (n: number) => string> = {
  es: (n) => `El filtro encuentra ${n} personas; este archivo lleva las primeras. Agrega filtros para exportar el resto.`,
  en: (n) => `The filter finds ${n} people; this file holds the first ones. Add filters to export the rest.`,
  tr: (n) => `Filtre ${n} kişi buluyor; bu dosya ilklerini içeriyor. Geri kalanı için filtre ekleyin.`,
  ar: (n) => `تجد عوامل التصفية ${n} شخصًا؛ يحتوي هذا الملف على الأوائل. أضف عوامل تصفية لتصدير الباقي.`,
};

export const registryHeader = (lang: Language) => REGISTRY[lang];
export const rollHeader = (lang: Language) => ROLL[lang];
export const registryMore = (lang: Language) => MORE[lang];
