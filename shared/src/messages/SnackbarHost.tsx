import { Button, FluentProvider, MessageBar, MessageBarActions, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { createRoot } from 'react-dom/client';

import { useT } from '../i18n/i18n';
import { useStore } from '../store/createStore';
import { usePortalTheme } from '../theme/portalTheme';
import { dismissMessage, setSnackbarHostMounter, snackbarStore } from './snackbarStore';

const useStyles = makeStyles({
  region: {
    position: 'fixed',
    top: tokens.spacingVerticalL,
    insetInlineStart: '50%',
    transform: 'translateX(-50%)',
    zIndex: 10000,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    width: 'min(560px, calc(100vw - 32px))',
    pointerEvents: 'none',
  },
  bar: { pointerEvents: 'auto', boxShadow: tokens.shadow16 },
});

const INTENT = { success: 'success', warning: 'warning', error: 'error', info: 'info' } as const;

function SnackbarHost() {
  const { i18n } = useT();
  const theme = usePortalTheme();
  return (
    <FluentProvider theme={theme} dir={i18n.dir()}>
      <Snackbars />
    </FluentProvider>
  );
}

/** Inside the provider, so its styles are made for the provider's direction (ltr or rtl). */
function Snackbars() {
  const styles = useStyles();
  const { t } = useT();
  const messages = useStore(snackbarStore, (s) => s.messages);
  return (
    <div className={styles.region} role="region" aria-live="polite" aria-label={t('snackbar.region')} data-testid="snackbars">
      {messages.map((m) => (
        <MessageBar key={m.id} intent={INTENT[m.variant]} className={styles.bar} data-variant={m.variant} role={m.variant === 'error' ? 'alert' : 'status'}>
          <MessageBarBody>{m.message}</MessageBarBody>
          <MessageBarActions>
            <Button appearance="transparent" size="small" onClick={() => dismissMessage(m.id)} aria-label={t('snackbar.close')}>
              ✕
            </Button>
          </MessageBarActions>
        </MessageBar>
      ))}
    </div>
  );
}

setSnackbarHostMounter(() => {
  if (typeof document === 'undefined') return;
  const el = document.createElement('div');
  el.id = 'sig-snackbars';
  document.body.appendChild(el);
  createRoot(el).render(<SnackbarHost />);
});
