import { Button, MessageBarActions } from '@fluentui/react-components';
import { LOGIN_PATH, RouterLink } from '@sig/shared';

import { useAuthT } from '../i18n';
import { AuthCard } from './AuthCard';
import { ErrorAlert } from './ErrorAlert';

/** A mailed link could not be checked (network, server): the link may still be good, so offer a retry. */
export function LinkCheckFailed({ title, message, onRetry }: { title: string; message: string; onRetry: () => void }) {
  const { t } = useAuthT();
  return (
    <AuthCard title={title} footer={<RouterLink href={LOGIN_PATH}>{t('common.backToLogin')}</RouterLink>}>
      <ErrorAlert
        title={t('ticket.checkFailed')}
        actions={
          <MessageBarActions>
            <Button onClick={onRetry}>{t('ticket.retry')}</Button>
          </MessageBarActions>
        }
      >
        {message}
      </ErrorAlert>
    </AuthCard>
  );
}
