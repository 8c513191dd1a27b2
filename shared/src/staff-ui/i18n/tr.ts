import type { StaffUiStrings } from './es';

export const tr: StaffUiStrings = {
  'common.loading': 'Yükleniyor…',
  'common.retry': 'Yeniden dene',
  'common.cancel': 'İptal',

  'pager.label': 'Sayfalar',
  'pager.range': '{{from}}–{{to}} / {{total}}',
  'pager.prev': 'Önceki',
  'pager.next': 'Sonraki',
};
