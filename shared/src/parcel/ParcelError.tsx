import { Button, MessageBar, MessageBarActions, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';

import { useT } from '../i18n/i18n';

/** Shown in a parcel's place when it throws; the rest of the portal keeps working. */
export function ParcelError({ onRetry }: { error?: unknown; onRetry?: () => void }) {
  const { t } = useT();
  return (
    <MessageBar intent="error" layout="multiline" role="alert" data-testid="parcel-error">
      <MessageBarBody>
        <MessageBarTitle>{t('parcel.error.title')}</MessageBarTitle>
        {t('parcel.error.body')}
      </MessageBarBody>
      <MessageBarActions>
        <Button onClick={onRetry ?? (() => window.location.reload())}>{t('parcel.retry')}</Button>
      </MessageBarActions>
    </MessageBar>
  );
}
