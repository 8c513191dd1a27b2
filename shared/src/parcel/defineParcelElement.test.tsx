import { Button } from '@fluentui/react-components';
import { act } from '@testing-library/react';

import { type ElementAttributes, defineParcelElement } from './defineParcelElement';

type Attr = 'greeting' | 'lang';

function Greeting({ greeting, lang }: ElementAttributes<Attr>) {
  if (greeting === 'boom') throw new Error('boom');
  return (
    <p data-testid="greeting">
      {greeting ?? '(none)'} / {lang ?? '(no lang)'} <Button>OK</Button>
    </p>
  );
}

defineParcelElement('sig-test-greeting', Greeting, {
  attributes: ['greeting', 'lang'],
  styles: '.extra-rule{color:red}',
  fallback: (retry, attrs) => (
    <button type="button" onClick={retry}>
      crashed on {attrs.greeting}
    </button>
  ),
});

const microtask = () => act(() => Promise.resolve());

// jsdom gives a <style> inside a shadow root no CSSStyleSheet (browsers do), and FluentProvider says so on
// every mount; the thrown render of the fallback test is expected too. Anything else still reaches the log.
const logError = console.error;
let expectCrash = false;
beforeAll(() => {
  jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (expectCrash || String(args[0]).includes('No sheet available on styleTag')) return;
    logError(...args);
  });
});
afterAll(() => jest.restoreAllMocks());

async function place(attrs: Record<string, string> = {}): Promise<HTMLElement> {
  const el = document.createElement('sig-test-greeting');
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  await act(async () => {
    document.body.append(el);
  });
  return el;
}

const shadowText = (el: HTMLElement) => el.shadowRoot!.querySelector('[data-testid="greeting"]')?.textContent;
const wrapper = (el: HTMLElement) => el.shadowRoot!.querySelector<HTMLElement>('.sig-element')!;

afterEach(async () => {
  await act(async () => document.body.replaceChildren());
  await microtask();
});

describe('defineParcelElement', () => {
  it('renders the component into an open shadow root, never into the light DOM', async () => {
    const el = await place({ greeting: 'hola' });
    expect(el.shadowRoot).not.toBeNull();
    expect(el.childNodes).toHaveLength(0);
    expect(shadowText(el)).toBe('hola / (no lang) OK');
    expect(document.querySelector('[data-testid="greeting"]')).toBeNull();
  });

  it('re-renders when an observed attribute changes or goes away', async () => {
    const el = await place({ greeting: 'hola', lang: 'es' });
    await act(async () => el.setAttribute('greeting', 'adiós'));
    expect(shadowText(el)).toBe('adiós / es OK');
    await act(async () => el.removeAttribute('lang'));
    expect(shadowText(el)).toBe('adiós / (no lang) OK');
  });

  it('sets the wrapper right to left for lang="ar" and back', async () => {
    const el = await place({ lang: 'ar' });
    expect(wrapper(el).dir).toBe('rtl');
    expect(el.shadowRoot!.querySelector('.fui-FluentProvider')!.getAttribute('dir')).toBe('rtl');
    await act(async () => el.setAttribute('lang', 'en'));
    expect(wrapper(el).dir).toBe('ltr');
    await act(async () => el.setAttribute('lang', 'ar-EG'));
    expect(wrapper(el).dir).toBe('rtl');
  });

  it('writes Griffel rules, the Fluent theme and its own reset into the shadow root and adds no <style> to the page', async () => {
    const before = document.querySelectorAll('style').length;
    const el = await place({ greeting: 'hola' });
    expect(document.querySelectorAll('style')).toHaveLength(before);
    const styles = Array.from(el.shadowRoot!.querySelectorAll('style'));
    expect(styles.some((s) => s.hasAttribute('data-make-styles-bucket'))).toBe(true);
    // FluentProvider's theme tag (microsoft/fluentui#30241) lands beside the rules instead of in <head>
    expect(styles.some((s) => s.id.startsWith('fui-FluentProvider'))).toBe(true);
    const own = el.shadowRoot!.querySelector('style[data-sig-element]')!.textContent!;
    expect(own).toContain(':host{display:block');
    expect(own).toMatch(/\.sig-element \{ [^}]*--colorNeutralForeground1: #242424;/);
    expect(own.endsWith('.extra-rule{color:red}')).toBe(true);
  });

  it('keeps itself displayed against `* { all: unset }` with an inline display, and respects hidden', async () => {
    const el = await place();
    expect(el.style.display).toBe('block');
    await act(async () => el.setAttribute('hidden', ''));
    expect(el.style.display).toBe('none');
    await act(async () => el.removeAttribute('hidden'));
    expect(el.style.display).toBe('block');
  });

  it('leaves a display the page set inline alone', async () => {
    const el = document.createElement('sig-test-greeting');
    el.style.display = 'inline-block';
    await act(async () => document.body.append(el));
    expect(el.style.display).toBe('inline-block');
  });

  it('unmounts when removed, survives a move, and renders again when put back', async () => {
    const el = await place({ greeting: 'hola' });
    const other = document.createElement('section');
    document.body.append(other);
    await act(async () => other.append(el));
    await microtask();
    expect(shadowText(el)).toBe('hola / (no lang) OK');

    await act(async () => el.remove());
    await microtask();
    expect(shadowText(el)).toBeUndefined();

    await act(async () => document.body.append(el));
    expect(shadowText(el)).toBe('hola / (no lang) OK');
  });

  it('shows the fallback when the component throws, and renders again on retry', async () => {
    expectCrash = true;
    try {
      const el = await place({ greeting: 'boom' });
      const retry = el.shadowRoot!.querySelector('button')!;
      expect(retry.textContent).toBe('crashed on boom');
      await act(async () => el.setAttribute('greeting', 'hola'));
      await act(async () => el.shadowRoot!.querySelector('button')!.click());
      expect(shadowText(el)).toBe('hola / (no lang) OK');
    } finally {
      expectCrash = false;
    }
  });

  it('keeps the first definition when a second copy of the script defines the name again', () => {
    const first = customElements.get('sig-test-greeting');
    expect(defineParcelElement('sig-test-greeting', () => null, { attributes: [] })).toBe(first);
  });

  it('gives each instance its own ids', async () => {
    const a = await place();
    const b = await place();
    const idOf = (el: HTMLElement) => el.shadowRoot!.querySelector('.fui-FluentProvider')!.className.match(/fui-FluentProvider\S+/)![0];
    expect(idOf(a)).not.toBe(idOf(b));
  });
});
