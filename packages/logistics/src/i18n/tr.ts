import type { es } from './es';

export const tr: Record<keyof typeof es, string> = {
  // ---- common (states, reasons) ----
  'common.cancel': 'İptal',
  'common.retry': 'Yeniden dene',
  'estado.pendiente': 'Bekliyor',
  'estado.en_ruta': 'Yolda',
  'estado.entregada': 'Teslim edildi',
  'estado.fallida': 'Başarısız',
  'estado.reprogramada': 'Yeniden planlandı',
  'motivo.no_encontrado': 'Kişi bulunamadı',
  'motivo.rechazada': 'Kişi reddetti',
  'motivo.domicilio_incorrecto': 'Yanlış adres',
  'motivo.otro': 'Başka bir neden',

  // ---- errors of the API (LOG_ERRORS) ----
  'error.logistica.not_found': 'Bu teslimatı bulamadık.',
  'error.logistica.stale': 'Siz görüntülerken başka biri bu teslimatı değiştirdi: güncel verileri görmek için yeniden yükleyin.',
  'error.logistica.transition': 'Teslimat mevcut durumundan istediğiniz duruma geçemez.',
  'error.logistica.ya_entregada': 'Bu teslimatın zaten kanıtı var: iki kez teslim edilmez.',
  'error.logistica.ya_tiene': 'Bu kişi o dönemde programın bu kalemini zaten aldı.',
  'error.logistica.not_delivered': 'Teslim tutanağı yalnızca tamamlanan teslimatlar için vardır.',
  'error.logistica.not_assigned': 'Bu teslimat size atanmamış.',
  'error.logistica.codigo': 'Kod doğru değil.',
  'error.logistica.hash': 'Dosya bozuk geldi: parmak izi eşleşmiyor. Yeniden deneyin.',
  'error.logistica.file_type': 'Yalnızca JPEG, PNG veya WebP görüntüleri kabul edilir (imza PNG).',
  'error.logistica.file_too_large': 'Dosya çok büyük.',
  'error.logistica.file_not_found': 'Bu dosyayı bulamadık: kanıtı göndermeden önce yükleyin.',
  'error.logistica.habitante_not_found': 'Bu kişi bu belediyenin kaydında yok.',
  'error.logistica.programa_not_found': 'Bu belediyede böyle bir program yok.',
  'error.logistica.programa_inactive': 'Bu program etkin değil.',
  'error.logistica.repartidor_not_found': 'Bu kişi etkin teslimat personeli değil.',
  'error.logistica.user_not_found': 'Bu kullanıcı bu belediyede yok veya lojistik izni yok.',
  'error.logistica.zona_invalid': 'Seçilen bölgelerden biri yok veya etkin değil.',
  'error.logistica.lote_empty': 'Seçimde kimse yok.',
  'error.logistica.lote_too_large': 'Seçimde tek seferde işlenemeyecek kadar çok kişi var.',
  'error.logistica.client_id_reused': 'Bu tanımlayıcı başka bir teslimat için zaten kullanıldı.',

  // ---- lista, usuarios, analytics ----
  'lista.title': 'Teslimatlar',
  'usuarios.title': 'Teslimat personeli',
  'analytics.title': 'Teslimat analitiği',

  // (end of lista, usuarios, analytics)



  // ---- envio (the delivery page and its proof) ----
  'envio.title': 'Teslimat',

  // (end of envio)
};
