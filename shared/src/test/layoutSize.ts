/**
 * jsdom does no layout: every element measures 0×0, so Leaflet would see an empty map. This gives every
 * element the size of a real map for the tests of one file (a stand-in for the browser, not for our code).
 */
export function useLayoutSize(width: number, height: number): void {
  const saved: [string, PropertyDescriptor | undefined][] = [];
  beforeAll(() => {
    for (const [key, value] of [['clientWidth', width], ['clientHeight', height]] as const) {
      saved.push([key, Object.getOwnPropertyDescriptor(HTMLElement.prototype, key)]);
      Object.defineProperty(HTMLElement.prototype, key, { configurable: true, get: () => value });
    }
  });
  afterAll(() => {
    for (const [key, descriptor] of saved) if (descriptor) Object.defineProperty(HTMLElement.prototype, key, descriptor);
  });
}
