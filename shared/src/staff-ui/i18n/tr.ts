import type { StaffUiStrings } from './es';

export const tr: StaffUiStrings = {
  'common.loading': 'Yükleniyor…',
  'csv.label': 'CSV indir',
  'csv.busy': 'Dosya hazırlanıyor…',
  'csv.failed': 'Dosya indirilemedi: {{reason}}',
  'common.retry': 'Yeniden dene',
  'common.cancel': 'İptal',
  'common.reload': 'Yeniden yükle',

  'pager.label': 'Sayfalar',
  'pager.range': '{{from}}–{{to}} / {{total}}',
  'pager.prev': 'Önceki',
  'pager.next': 'Sonraki',

  'location.label': 'Konum',
  'location.lat': 'Enlem',
  'location.lng': 'Boylam',
  'location.invalid': 'Bir enlem (−90 ile 90 arası) ve bir boylam (−180 ile 180 arası) yazın ya da ikisini de boş bırakın.',

  'position.take': 'Konumumu kullan',
  'position.again': 'Konumu güncelle',
  'position.locating': 'Konumunuz bulunuyor…',
  'position.accuracy': 'doğruluk ± {{m}}',
  'position.problem.denied': 'Tarayıcı konumunuzu kullanmaya izin vermiyor. Site izinlerinden açıp yeniden deneyin; konumsuz da kaydedilebilir ama uzaklık kaydedilmez.',
  'position.problem.unavailable': 'Cihaz konumunuzu bulamadı. Açık alana çıkıp yeniden deneyin.',
  'position.problem.timeout': 'Konum çok uzun sürdü. Yeniden deneyin.',
  'position.problem.unsupported': 'Bu tarayıcı konum veremiyor.',
};
