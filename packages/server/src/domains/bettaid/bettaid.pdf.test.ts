import { BT_ID1_PT } from '@sig/shared/contract';
import { openAdminSuite, type TestEnv } from '../../testing/testApp';
import { testDatabases } from '../../testing/testDatabases';
import { cardSetup, photoPng, sha256 } from './bettaid.testkit';

/** The page boxes of a PDF as pdfkit writes them (uncompressed dictionaries): [width, height] of each page, in order. */
function mediaBoxes(pdf: Buffer): [number, number][] {
  const text = pdf.toString('latin1');
  return [...text.matchAll(/\/Type \/Page\b[^s][\s\S]*?\/MediaBox \[([^\]]+)\]/g)].map((m) => {
    const [x0, y0, x1, y1] = m[1]!.trim().split(/\s+/).map(Number) as [number, number, number, number];
    return [x1 - x0, y1 - y0];
  });
}

const near = (a: number, b: number) => Math.abs(a - b) < 0.01;

/** The printed card: two pages of ID-1 size (portrait for a vertical template), and each print in the history. */
describe.each(testDatabases())('BettaID PDF on %s', (db) => {
  let env: TestEnv;
  let admin: string;
  beforeAll(async () => {
    ({ env, admin } = await openAdminSuite(db));
  });
  afterAll(() => env.close());

  test.each([
    ['horizontal', BT_ID1_PT.ancho, BT_ID1_PT.alto],
    ['vertical', BT_ID1_PT.alto, BT_ID1_PT.ancho],
  ] as const)('a %s card prints front and back at ID-1 size', async (orientacion, w, h) => {
    const { api, plantilla, habitante } = await cardSetup(env, admin, env.demoId, { orientacion, textoReverso: 'Esta credencial es personal e intransferible.' });
    const foto = photoPng(240, 300);
    await api.subirFoto(foto);
    const card = (await api.emitir({ plantillaId: plantilla.id, habitanteId: habitante.id, fotoSha256: sha256(foto) })).json();
    const res = await api.pdf(card.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`credencial-${card.folio}.pdf`);
    const boxes = mediaBoxes(res.rawPayload);
    expect(boxes).toHaveLength(2);
    for (const [bw, bh] of boxes) expect([near(bw, w), near(bh, h), bw, bh]).toEqual([true, true, bw, bh]);
    // 85.60 × 53.98 mm
    expect(near((Math.max(w, h) * 25.4) / 72, 85.6)).toBe(true);
    expect(near((Math.min(w, h) * 25.4) / 72, 53.98)).toBe(true);
    const history = (await api.get(card.id)).json().historial.map((e: { tipo: string }) => e.tipo);
    expect(history).toEqual(['emitida', 'impresa']);
  });
});
