import { Spinner } from '@fluentui/react-components';
import type { ElementAttributes } from '@sig/shared/elements';
import { type ComponentType, Suspense, lazy } from 'react';

/**
 * An element's view as a lazy chunk of the shared runtime: its code (and Leaflet, or the form's Fluent parts)
 * is fetched when the first such tag connects, once per page. A chunk that failed to load is asked again on
 * the crash notice's retry (React.lazy alone would keep the failure).
 */
export function lazyView<A extends string>(load: () => Promise<ComponentType<ElementAttributes<A>>>, loadingLabel: (attrs: ElementAttributes<A>) => string): ComponentType<ElementAttributes<A>> {
  const make = () =>
    lazy(() =>
      load().then(
        (View) => ({ default: View }),
        (e: unknown) => {
          Lazy = make();
          throw e;
        },
      ),
    );
  let Lazy = make();
  return function LazyView(attrs: ElementAttributes<A>) {
    return (
      <Suspense fallback={<Spinner size="small" label={loadingLabel(attrs)} />}>
        <Lazy {...attrs} />
      </Suspense>
    );
  };
}
