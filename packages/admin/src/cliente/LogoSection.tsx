import { Button, Caption1, MessageBar, MessageBarBody, Spinner, Subtitle2, makeStyles, tokens, useId } from '@fluentui/react-components';
import { ArrowUploadRegular, DeleteRegular } from '@fluentui/react-icons';
import { LOGO_MAX_BYTES, LOGO_TYPES, errorMessage, notify, sessionStore } from '@sig/shared';
import { ConfirmDialog, Section } from '@sig/shared/staff-ui';
import { type ChangeEvent, useRef, useState } from 'react';

import { useAdminT } from '../i18n';
import { type ClienteSettings, useRemoveLogoMutation, useUploadLogoMutation } from '../adminApi';

const useStyles = makeStyles({
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalL },
  preview: {
    width: '96px',
    height: '96px',
    flexShrink: 0,
    display: 'grid',
    placeItems: 'center',
    borderRadius: tokens.borderRadiusLarge,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground3,
    overflow: 'hidden',
  },
  image: { maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' },
  initial: { fontSize: '40px', fontWeight: tokens.fontWeightSemibold, color: '#fff', width: '100%', height: '100%', display: 'grid', placeItems: 'center' },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  hidden: { display: 'none' },
});

/** What the browser can check before uploading; the server checks the bytes again. */
export function logoProblem(file: File): 'cliente.logoType' | 'cliente.logoSize' | null {
  if (!(LOGO_TYPES as readonly string[]).includes(file.type)) return 'cliente.logoType';
  if (file.size > LOGO_MAX_BYTES) return 'cliente.logoSize';
  return null;
}

/** The cliente's logo: uploaded at once (not part of the settings form), shown by the shell right away. */
export function LogoSection({ cliente }: { cliente: ClienteSettings }) {
  const s = useStyles();
  const { t } = useAdminT();
  const titleId = useId('logo');
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [uploadLogo] = useUploadLogoMutation();
  const [removeLogo] = useRemoveLogoMutation();

  // the page's cliente takes the answer from the cache; the shell's frame shows the new logo at once
  const apply = (next: ClienteSettings) => {
    const current = sessionStore.getState().cliente;
    if (current?.id === next.id) sessionStore.setState({ cliente: { ...current, logo: next.logo } });
  };

  const pick = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    const problem = logoProblem(file);
    setError(problem ? t(problem) : null);
    if (problem) return;
    setBusy(true);
    try {
      apply(await uploadLogo(file).unwrap());
      notify({ message: t('cliente.logoSaved'), variant: 'success' });
    } catch (err) {
      setError(errorMessage(err));
    }
    setBusy(false);
  };

  return (
    <Section labelledBy={titleId}>
      <Subtitle2 as="h2" id={titleId}>
        {t('cliente.logo')}
      </Subtitle2>
      <div className={s.row}>
        <div className={s.preview}>
          {cliente.logo ? (
            <img className={s.image} src={cliente.logo} alt={t('cliente.logoAlt', { name: cliente.nombre })} />
          ) : (
            <span className={s.initial} style={{ backgroundColor: cliente.colors.primary }} aria-hidden="true">
              {cliente.nombre.trim().charAt(0).toUpperCase()}
            </span>
          )}
        </div>
        <div className={s.actions}>
          <input ref={input} className={s.hidden} type="file" accept={LOGO_TYPES.join(',')} aria-label={t('cliente.logoUpload')} onChange={(e) => void pick(e)} />
          <Button icon={busy ? <Spinner size="tiny" /> : <ArrowUploadRegular />} disabled={busy} onClick={() => input.current?.click()}>
            {cliente.logo ? t('cliente.logoReplace') : t('cliente.logoUpload')}
          </Button>
          {cliente.logo && (
            <Button appearance="subtle" icon={<DeleteRegular />} disabled={busy} onClick={() => setConfirming(true)}>
              {t('cliente.logoRemove')}
            </Button>
          )}
        </div>
      </div>
      <Caption1>{t('cliente.logoHint')}</Caption1>
      {error && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{error}</MessageBarBody>
        </MessageBar>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('cliente.logoRemoveTitle')}
        body={t('cliente.logoRemoveBody')}
        confirmLabel={t('cliente.logoRemove')}
        onConfirm={async () => apply(await removeLogo().unwrap())}
        onClose={() => setConfirming(false)}
      />
    </Section>
  );
}
