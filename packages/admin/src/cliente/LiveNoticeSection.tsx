import { Button, Caption1, Field, Input, Subtitle2, makeStyles, tokens, useId } from '@fluentui/react-components';
import { AlertUrgentRegular, ArrowClockwiseRegular } from '@fluentui/react-icons';
import { BROADCAST_DELAY_MAX_MS, notify } from '@sig/shared';
import { ConfirmDialog, Section } from '@sig/shared/staff-ui';
import { useState } from 'react';

import { useAdminT } from '../i18n';
import { useBroadcastMutation } from '../adminApi';

const useStyles = makeStyles({
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalM },
  delay: { width: '140px' },
  message: { flexGrow: 1, minWidth: 'min(100%, 260px)' },
});

const MAX_SECONDS = BROADCAST_DELAY_MAX_MS / 1000;
const MESSAGE_MAX = 300;

/**
 * Live notices to every signed-in user of the cliente: an audible alert, or a reload after a release.
 * Both reach every open page at once, so each asks first.
 */
export function LiveNoticeSection() {
  const s = useStyles();
  const { t } = useAdminT();
  const titleId = useId('live');
  const [seconds, setSeconds] = useState('10');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<{ seconds?: string; message?: string }>({});
  const [confirm, setConfirm] = useState<'reload' | 'alert' | null>(null);
  const [broadcast] = useBroadcastMutation();

  const askReload = () => {
    const n = Number(seconds);
    const ok = seconds.trim() !== '' && Number.isInteger(n) && n >= 0 && n <= MAX_SECONDS;
    setErrors(ok ? {} : { seconds: t('live.secondsInvalid', { max: MAX_SECONDS }) });
    if (ok) setConfirm('reload');
  };
  const askAlert = () => {
    const ok = message.trim().length > 0 && message.trim().length <= MESSAGE_MAX;
    setErrors(ok ? {} : { message: t('live.messageRequired') });
    if (ok) setConfirm('alert');
  };

  const send = async () => {
    if (confirm === 'reload') await broadcast({ event: 'reload', delayMs: Number(seconds) * 1000 }).unwrap();
    else await broadcast({ event: 'audio-alert', msg: message.trim() }).unwrap();
    notify({ message: t('live.sent'), variant: 'success' });
    if (confirm === 'alert') setMessage('');
  };

  return (
    <Section labelledBy={titleId}>
      <Subtitle2 as="h2" id={titleId}>
        {t('live.title')}
      </Subtitle2>
      <Caption1>{t('live.hint')}</Caption1>
      <div className={s.row}>
        <Field className={s.message} label={t('live.message')} validationMessage={errors.message}>
          <Input value={message} maxLength={MESSAGE_MAX} onChange={(_, d) => setMessage(d.value)} />
        </Field>
        <Button icon={<AlertUrgentRegular />} onClick={askAlert}>
          {t('live.sendAlert')}
        </Button>
      </div>
      <div className={s.row}>
        <Field className={s.delay} label={t('live.seconds')} validationMessage={errors.seconds}>
          <Input type="number" inputMode="numeric" min={0} max={MAX_SECONDS} step={1} value={seconds} onChange={(_, d) => setSeconds(d.value)} />
        </Field>
        <Button icon={<ArrowClockwiseRegular />} onClick={askReload}>
          {t('live.reload')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirm !== null}
        title={confirm === 'reload' ? t('live.reloadTitle') : t('live.alertTitle')}
        body={confirm === 'reload' ? t('live.reloadBody', { seconds: Number(seconds) }) : t('live.alertBody', { message: message.trim() })}
        confirmLabel={confirm === 'reload' ? t('live.reload') : t('live.sendAlert')}
        onConfirm={send}
        onClose={() => setConfirm(null)}
      />
    </Section>
  );
}
