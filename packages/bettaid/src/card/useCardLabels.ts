import { useBtT } from '../i18n';
import type { CardPreviewProps } from './CardPreview';

/** The preview's captions and image names in the reader's language. */
export function useCardLabels(nombre: string): CardPreviewProps['labels'] {
  const { t } = useBtT();
  return { front: t('card.front'), back: t('card.back'), photo: t('card.photoOf', { nombre }), qr: t('card.qr'), folio: t('card.folio') };
}
