import type { Language, Translations } from '@sig/shared';

/*
 * The element's own strings (the map's texts come from @sig/shared/map's mapStrings). A table rather than
 * i18next: the embed is one self-contained script on other sites, and these are a dozen lines.
 */
export const embedStrings = {
  es: {
    'embed.loading.form': 'Cargando el formulario de reportes…',
    'embed.loading.folio': 'Cargando la consulta de folios…',
    'embed.error.crash.form': 'El formulario dejó de funcionar. Inténtalo de nuevo; si vuelve a pasar, recarga la página.',
    'embed.error.crash.folio': 'La consulta de folios dejó de funcionar. Inténtalo de nuevo; si vuelve a pasar, recarga la página.',
    'embed.label': 'Mapa de reportes públicos de {{cliente}}',
    'embed.loading': 'Cargando el mapa de reportes…',
    'embed.refreshing': 'Actualizando los reportes…',
    'embed.empty': 'Sin reportes públicos con este filtro',
    'embed.retry': 'Reintentar',
    'embed.follow': 'Ver seguimiento',
    'embed.newTab': '(se abre en una pestaña nueva)',
    'embed.error.noCliente': 'Falta el atributo cliente: escribe el identificador del municipio, por ejemplo cliente="demo".',
    'embed.error.api': 'El atributo api no es una dirección web válida; escríbela completa, por ejemplo https://sig.example.mx.',
    'embed.error.cliente': 'No encontramos el municipio «{{cliente}}». Revisa el atributo cliente.',
    'embed.error.disabled': 'Este municipio no publica sus reportes en línea.',
    'embed.error.filter': 'El filtro no es válido. Revisa los atributos estatus y tipo.',
    'embed.error.busy': 'Hay demasiadas consultas en este momento. Espera un minuto e inténtalo de nuevo.',
    'embed.error.network': 'No se pudo conectar con el servidor del mapa. Revisa tu conexión e inténtalo de nuevo.',
    'embed.error.server': 'El servidor del mapa no respondió como se esperaba. Inténtalo de nuevo en unos minutos.',
    'embed.error.crash': 'El mapa dejó de funcionar. Inténtalo de nuevo; si vuelve a pasar, recarga la página.',
  },
  en: {
    'embed.loading.form': 'Loading the report form…',
    'embed.loading.folio': 'Loading the folio lookup…',
    'embed.error.crash.form': 'The form stopped working. Try again; if it happens again, reload the page.',
    'embed.error.crash.folio': 'The folio lookup stopped working. Try again; if it happens again, reload the page.',
    'embed.label': 'Map of public reports of {{cliente}}',
    'embed.loading': 'Loading the map of reports…',
    'embed.refreshing': 'Updating the reports…',
    'embed.empty': 'No public reports match this filter',
    'embed.retry': 'Try again',
    'embed.follow': 'Follow this report',
    'embed.newTab': '(opens in a new tab)',
    'embed.error.noCliente': 'The cliente attribute is missing: give the municipality’s identifier, for example cliente="demo".',
    'embed.error.api': 'The api attribute is not a valid web address; write it in full, for example https://sig.example.mx.',
    'embed.error.cliente': 'We could not find the municipality “{{cliente}}”. Check the cliente attribute.',
    'embed.error.disabled': 'This municipality does not publish its reports online.',
    'embed.error.filter': 'The filter is not valid. Check the estatus and tipo attributes.',
    'embed.error.busy': 'There are too many requests right now. Wait a minute and try again.',
    'embed.error.network': 'Could not reach the map’s server. Check your connection and try again.',
    'embed.error.server': 'The map’s server did not answer as expected. Try again in a few minutes.',
    'embed.error.crash': 'The map stopped working. Try again; if it happens again, reload the page.',
  },
  tr: {
    'embed.loading.form': 'Bildirim formu yükleniyor…',
    'embed.loading.folio': 'Folyo sorgulama yükleniyor…',
    'embed.error.crash.form': 'Form çalışmayı durdurdu. Yeniden deneyin; tekrar olursa sayfayı yenileyin.',
    'embed.error.crash.folio': 'Folyo sorgulama çalışmayı durdurdu. Yeniden deneyin; tekrar olursa sayfayı yenileyin.',
    'embed.label': '{{cliente}} kamuya açık bildirim haritası',
    'embed.loading': 'Bildirim haritası yükleniyor…',
    'embed.refreshing': 'Bildirimler güncelleniyor…',
    'embed.empty': 'Bu filtreye uyan kamuya açık bildirim yok',
    'embed.retry': 'Yeniden dene',
    'embed.follow': 'Takibi gör',
    'embed.newTab': '(yeni sekmede açılır)',
    'embed.error.noCliente': 'cliente özniteliği eksik: belediyenin kimliğini yazın, örneğin cliente="demo".',
    'embed.error.api': 'api özniteliği geçerli bir web adresi değil; tam olarak yazın, örneğin https://sig.example.mx.',
    'embed.error.cliente': '“{{cliente}}” belediyesini bulamadık. cliente özniteliğini kontrol edin.',
    'embed.error.disabled': 'Bu belediye bildirimlerini çevrim içi yayımlamıyor.',
    'embed.error.filter': 'Filtre geçerli değil. estatus ve tipo özniteliklerini kontrol edin.',
    'embed.error.busy': 'Şu anda çok fazla istek var. Bir dakika bekleyip yeniden deneyin.',
    'embed.error.network': 'Harita sunucusuna bağlanılamadı. Bağlantınızı kontrol edip yeniden deneyin.',
    'embed.error.server': 'Harita sunucusu beklendiği gibi yanıt vermedi. Birkaç dakika sonra yeniden deneyin.',
    'embed.error.crash': 'Harita çalışmayı durdurdu. Yeniden deneyin; tekrar olursa sayfayı yenileyin.',
  },
  ar: {
    'embed.loading.form': 'جارٍ تحميل نموذج البلاغ…',
    'embed.loading.folio': 'جارٍ تحميل الاستعلام عن رقم الملف…',
    'embed.error.crash.form': 'توقف النموذج عن العمل. حاول مرة أخرى؛ وإن تكرر ذلك فأعد تحميل الصفحة.',
    'embed.error.crash.folio': 'توقف الاستعلام عن رقم الملف عن العمل. حاول مرة أخرى؛ وإن تكرر ذلك فأعد تحميل الصفحة.',
    'embed.label': 'خريطة البلاغات العامة في {{cliente}}',
    'embed.loading': 'جارٍ تحميل خريطة البلاغات…',
    'embed.refreshing': 'جارٍ تحديث البلاغات…',
    'embed.empty': 'لا توجد بلاغات عامة بهذا المرشح',
    'embed.retry': 'إعادة المحاولة',
    'embed.follow': 'عرض المتابعة',
    'embed.newTab': '(يُفتح في علامة تبويب جديدة)',
    'embed.error.noCliente': 'السمة cliente مفقودة: اكتب معرّف البلدية، مثلًا cliente="demo".',
    'embed.error.api': 'السمة api ليست عنوان ويب صالحًا؛ اكتبه كاملًا، مثلًا https://sig.example.mx.',
    'embed.error.cliente': 'لم نعثر على البلدية «{{cliente}}». تحقّق من السمة cliente.',
    'embed.error.disabled': 'هذه البلدية لا تنشر بلاغاتها على الإنترنت.',
    'embed.error.filter': 'المرشح غير صالح. تحقّق من السمتين estatus وtipo.',
    'embed.error.busy': 'هناك طلبات كثيرة جدًا الآن. انتظر دقيقة ثم حاول مرة أخرى.',
    'embed.error.network': 'تعذّر الاتصال بخادم الخريطة. تحقّق من اتصالك وحاول مرة أخرى.',
    'embed.error.server': 'لم يُجب خادم الخريطة كما هو متوقع. حاول مرة أخرى بعد بضع دقائق.',
    'embed.error.crash': 'توقفت الخريطة عن العمل. حاول مرة أخرى؛ وإن تكرر ذلك فأعد تحميل الصفحة.',
  },
} satisfies Translations;

export type EmbedKey = keyof (typeof embedStrings)['es'];
export type EmbedT = (key: EmbedKey, vars?: Record<string, string>) => string;

/** The `lang` attribute as one of our languages: 'es-MX' -> 'es'; absent or unknown -> Spanish. */
export function languageOf(lang: string | null | undefined): Language {
  const base = (lang ?? '').toLowerCase().split('-')[0];
  return base in embedStrings ? (base as Language) : 'es';
}

export function embedText(lang: Language): EmbedT {
  const table: Record<string, string> = embedStrings[lang];
  return (key, vars) => {
    const text = table[key] ?? embedStrings.es[key];
    return vars ? text.replace(/\{\{(\w+)\}\}/g, (all, name: string) => vars[name] ?? all) : text;
  };
}
