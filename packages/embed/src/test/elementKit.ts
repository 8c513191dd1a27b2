import { act, within } from '@testing-library/react';
import type { PublicCliente } from '@sig/shared/contract';

/*
 * What the element tests share: placing an element on the page, reading inside its shadow root, and jsdom's one
 * complaint. jsdom gives a <style> inside a shadow root no CSSStyleSheet (browsers do), and FluentProvider says so
 * on each mount; every other console error still shows. Elements placed are removed after each test.
 */
const logError = console.error;
beforeAll(() => {
  jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).includes('No sheet available on styleTag')) logError(...args);
  });
});
afterAll(() => jest.restoreAllMocks());
afterEach(async () => {
  await act(async () => document.body.replaceChildren());
});

/** Adds `<tag attrs…>` to the page and lets it mount. */
export async function place(tag: string, attrs: Record<string, string>): Promise<HTMLElement> {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  await act(async () => document.body.append(el));
  return el;
}

/** Queries inside the element's shadow root (the wrapper React renders into). */
export const inside = (el: HTMLElement) => within(el.shadowRoot!.querySelector<HTMLElement>('.sig-element')!);

/** Sets an attribute (null removes it), as a host page's script would. */
export const setAttr = (el: HTMLElement, name: string, value: string | null) => act(async () => (value === null ? el.removeAttribute(name) : el.setAttribute(name, value)));

/** The demo cliente as `GET /public/:cliente` answers it; a test sets what it looks at. */
export function demoCliente(over: Partial<PublicCliente> = {}): PublicCliente {
  return {
    slug: 'demo',
    nombre: 'Municipio Demo',
    logo: null,
    colorPrimary: '#0f6cbd',
    colorSecondary: '#444444',
    mapa: { lat: 19.43, lng: -99.13, zoom: 12, tileUrl: null },
    operacionSinCurp: false,
    recibeCasos: true,
    tiposReporte: [],
    tiposSolicitud: [],
    ...over,
  };
}
