/**
 * The page's document as Griffel and FluentProvider see it from inside a shadow root: everything is the real
 * document except `head`, which is the shadow root. Both write their <style> tags to `targetDocument.head`
 * (FluentProvider's theme tag is microsoft/fluentui#30241), so this keeps every rule inside the element, where
 * it applies, and none in the host page, where it would leak. Methods are bound to the real document: native
 * DOM methods refuse a Proxy as `this`.
 */
export function shadowDocument(shadow: ShadowRoot): Document {
  const real = shadow.ownerDocument;
  const bound = new Map<PropertyKey, unknown>();
  return new Proxy(real, {
    get(target, prop) {
      if (prop === 'head') return shadow;
      const value: unknown = Reflect.get(target, prop, target);
      if (typeof value !== 'function') return value;
      // one bound function per method, so a listener added through one access is removed through another
      let fn = bound.get(prop);
      if (fn === undefined) bound.set(prop, (fn = (value as (...args: unknown[]) => unknown).bind(target)));
      return fn;
    },
  });
}
