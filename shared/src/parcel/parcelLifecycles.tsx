import { FluentProvider } from '@fluentui/react-components';
import React from 'react';
import ReactDOMClient from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import singleSpaReact from 'single-spa-react';

import { i18n, translationsReady } from '../i18n/i18n';
import { type ThemeArea, usePortalTheme } from '../theme/portalTheme';
import { ParcelError } from './ParcelError';

class ErrorBoundary extends React.Component<{ children: React.ReactNode }, { error: unknown }> {
  override state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override componentDidCatch(error: unknown) {
    console.error('[sig] parcel crashed', error);
  }
  override render() {
    if (this.state.error) return <ParcelError error={this.state.error} onRetry={() => this.setState({ error: null })} />;
    return this.props.children;
  }
}

function useDirection(): 'ltr' | 'rtl' {
  const [dir, setDir] = React.useState(() => i18n.dir());
  React.useEffect(() => {
    const on = () => setDir(i18n.dir());
    i18n.on('languageChanged', on);
    return () => i18n.off('languageChanged', on);
  }, []);
  return dir;
}

/** Every parcel renders inside its shell area's theme, the language's direction and the shared i18n instance. */
export function ParcelFrame({ children, className, area = 'main' }: { children: React.ReactNode; className?: string; area?: ThemeArea }) {
  const theme = usePortalTheme(area);
  const dir = useDirection();
  return (
    <I18nextProvider i18n={i18n}>
      <FluentProvider theme={theme} dir={dir} className={className} style={{ background: 'transparent' }}>
        <ErrorBoundary>{children}</ErrorBoundary>
      </FluentProvider>
    </I18nextProvider>
  );
}

/** single-spa lifecycles for a React parcel (React 19: createRoot, never the legacy render). */
export function parcelLifecycles(opts: { loadRootComponent: () => Promise<React.ComponentType<Record<string, unknown>>>; area?: ThemeArea }) {
  return singleSpaReact<Record<string, unknown>>({
    React,
    ReactDOMClient,
    renderType: 'createRoot',
    // the chosen language's strings of every parcel loaded so far come first: no Spanish flash before them
    loadRootComponent: () =>
      Promise.all([opts.loadRootComponent(), translationsReady()]).then(([Root]) => {
        const Framed = (props?: Record<string, unknown>) => (
          <ParcelFrame area={opts.area ?? 'main'}>
            <Root {...props} />
          </ParcelFrame>
        );
        return Framed;
      }),
    errorBoundary: (err: Error) => <ParcelError error={err} />,
  });
}
