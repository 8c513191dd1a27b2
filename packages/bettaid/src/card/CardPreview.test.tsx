import { render, screen, within } from '@testing-library/react';

import { CardPreview } from './CardPreview';
import type { CardHolder, CardLook } from './cardLook';

const look = (over: Partial<CardLook> = {}): CardLook => ({
  orientacion: 'horizontal',
  colorFondo: '#f4ece1',
  colorTexto: '#1f1f1f',
  colorAcento: '#7a1f3d',
  logo: null,
  titulo: 'Credencial ciudadana',
  emisor: 'Municipio Demo',
  textoReverso: 'Si la encuentras, devuélvela al municipio.',
  ...over,
});
const holder = (over: Partial<CardHolder> = {}): CardHolder => ({
  nombre: 'Rosa María Pérez Soto',
  foto: null,
  datos: [{ label: 'CURP', value: 'PESR900101MSLRTS05' }],
  folio: 'B-2026-000001',
  vigenciaTexto: 'Vigente hasta el 29 de noviembre de 2029',
  qr: null,
  ...over,
});
const labels = { front: 'Frente', back: 'Reverso', photo: 'Fotografía de Rosa', qr: 'Código QR', folio: 'Folio' };
const faceOf = (id: string) => screen.getByTestId(id).firstElementChild as HTMLElement;

describe('the card preview', () => {
  it('draws front and back at ID-1 proportion, landscape or portrait', () => {
    const { rerender } = render(<CardPreview look={look()} holder={holder()} labels={labels} />);
    expect(faceOf('card-front').style.aspectRatio).toBe('85.6 / 54');
    expect(faceOf('card-back').style.aspectRatio).toBe('85.6 / 54');
    rerender(<CardPreview look={look({ orientacion: 'vertical' })} holder={holder()} labels={labels} />);
    expect(faceOf('card-front').style.aspectRatio).toBe('54 / 85.6');
    expect(faceOf('card-front').dataset.orientation).toBe('vertical');
  });

  it('prints the holder and the fields on the front, the folio, validity, back text and QR on the back', () => {
    render(<CardPreview look={look()} holder={holder({ qr: 'data:image/svg+xml,<svg/>', foto: 'blob:foto' })} labels={labels} />);
    const front = within(screen.getByTestId('card-front'));
    expect(front.getByText('Rosa María Pérez Soto')).toBeTruthy();
    expect(front.getByText('CURP')).toBeTruthy();
    expect(front.getByText('PESR900101MSLRTS05')).toBeTruthy();
    expect(front.getByRole('img', { name: 'Fotografía de Rosa' }).getAttribute('src')).toBe('blob:foto');
    expect(front.getByText('Municipio Demo')).toBeTruthy();
    const back = within(screen.getByTestId('card-back'));
    expect(back.getByText('B-2026-000001')).toBeTruthy();
    expect(back.getByText('Vigente hasta el 29 de noviembre de 2029')).toBeTruthy();
    expect(back.getByText('Si la encuentras, devuélvela al municipio.')).toBeTruthy();
    expect(back.getByRole('img', { name: 'Código QR' }).getAttribute('src')).toBe('data:image/svg+xml,<svg/>');
  });

  it('without a photo or QR yet (a template preview) draws named placeholders', () => {
    render(<CardPreview look={look()} holder={holder()} labels={labels} />);
    expect(screen.getByRole('img', { name: 'Fotografía de Rosa' }).tagName).toBe('DIV');
    expect(screen.getByRole('img', { name: 'Código QR' }).tagName).toBe('DIV');
  });

  it('paints the template colours, and a colour that is not #rrggbb falls back instead of reaching the style', () => {
    const { rerender } = render(<CardPreview look={look()} holder={holder()} labels={labels} only="front" />);
    expect(faceOf('card-front').style.backgroundColor).toBe('rgb(244, 236, 225)');
    expect(screen.queryByTestId('card-back')).toBeNull();
    rerender(<CardPreview look={look({ colorFondo: 'red;background:url(x)' })} holder={holder()} labels={labels} only="front" />);
    expect(faceOf('card-front').style.backgroundColor).toBe('rgb(255, 255, 255)');
  });
});
