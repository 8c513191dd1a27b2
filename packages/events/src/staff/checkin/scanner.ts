import { BarcodeDetector, prepareZXingModule } from 'barcode-detector/ponyfill';
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm';

/*
 * The door's QR reader: zxing (a maintained reader, as WebAssembly) through the BarcodeDetector API. This module is
 * imported only by the door page, with import(), so neither it nor the wasm is fetched anywhere else; the wasm comes
 * from our own build (its URL is a file of this parcel), never from the CDN the library defaults to.
 */
prepareZXingModule({
  overrides: {
    locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path),
  },
});

let detector: BarcodeDetector | null = null;
const qrDetector = () => (detector ??= new BarcodeDetector({ formats: ['qr_code'] }));

/** The text of the first QR code in an image, a video frame or a photo; null when there is none. */
export async function readQr(source: ImageBitmapSource): Promise<string | null> {
  const found = await qrDetector().detect(source);
  return found[0]?.rawValue ?? null;
}

/** Loads and compiles the reader now (the first scan then answers at once). */
export async function warmUp(): Promise<void> {
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = 8;
  await qrDetector().detect(canvas).catch(() => []);
}
