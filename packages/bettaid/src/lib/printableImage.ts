/**
 * The card's PDF (pdfkit) draws JPEG and PNG only, so a WebP photo or logo is redrawn in the browser before it is
 * stored: a photo as JPEG, a logo as PNG (which keeps its transparency). JPEG and PNG go as they are.
 */
export async function printableImage(file: Blob, as: 'image/jpeg' | 'image/png'): Promise<Blob> {
  if (file.type !== 'image/webp') return file;
  const bitmap = await createImageBitmap(file);
  const canvas = document.createElement('canvas');
  canvas.width = bitmap.width;
  canvas.height = bitmap.height;
  canvas.getContext('2d')!.drawImage(bitmap, 0, 0);
  bitmap.close();
  return new Promise((resolve, reject) => canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('the image could not be redrawn'))), as, 0.9));
}
