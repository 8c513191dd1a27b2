import { render } from '@testing-library/react';

import { SentenceWithUserText, USER_TEXT_SLOT, UserText, sentenceWithIsolate } from './UserText';

describe('UserText', () => {
  it('isolates the text with its own direction, inline, keeping the text and its children as they are', () => {
    const { container } = render(
      <p>
        الوصف: <UserText>Bache profundo en «Av. Juárez».</UserText>
      </p>,
    );
    const bdi = container.querySelector('bdi')!;
    expect(bdi.getAttribute('dir')).toBe('auto');
    expect(bdi.textContent).toBe('Bache profundo en «Av. Juárez».');
    // the interface's own words stay outside the isolate
    expect(container.querySelector('p')!.firstChild!.textContent).toBe('الوصف: ');
  });
});

describe('SentenceWithUserText', () => {
  it('isolates the value inside the translated sentence, wherever the translation puts it', () => {
    const { container } = render(
      <h1>
        <SentenceWithUserText sentence={`إبلاغ: ${USER_TEXT_SLOT}.`} text="Bache (calle)" />
      </h1>,
    );
    const h1 = container.querySelector('h1')!;
    expect(h1.textContent).toBe('إبلاغ: Bache (calle).');
    expect(h1.querySelector('bdi')!.textContent).toBe('Bache (calle)');
    expect(h1.querySelector('bdi')!.getAttribute('dir')).toBe('auto');
  });

  it('gives the plain-text form with first-strong isolates for a document title', () => {
    expect(sentenceWithIsolate(`Reportar: ${USER_TEXT_SLOT}`, 'Bache')).toBe('Reportar: \u2068Bache\u2069');
  });
});
