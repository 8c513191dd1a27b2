import { Badge, Button, Caption1, Field, Input, MessageBar, MessageBarBody, Spinner, Subtitle2, makeStyles, tokens, useId } from '@fluentui/react-components';
import { AddRegular, ProhibitedRegular } from '@fluentui/react-icons';
import { OPEN311_BASE, OPEN311_KEY_NAME_MAX, errorMessage, lazyDialog, notify } from '@sig/shared';
import { ConfirmDialog, Empty, LoadError, Loading, Section, apiErrorMessage, formErrors, formatDateTime, useTableStyles } from '@sig/shared/staff-ui';
import { type FormEvent, useState } from 'react';

import { useAdminT } from '../i18n';
import type { Open311SecretDialogProps } from './Open311SecretDialog';
import { type CreatedOpen311Key, type Open311Key, useCreateOpen311KeyMutation, useOpen311KeysQuery, useRevokeOpen311KeyMutation } from '../adminApi';

// loaded when a key has just been created (Fluent's dialogs are not part of the page's load)
const Open311SecretDialog = lazyDialog<Open311SecretDialogProps>(
  () => import('./Open311SecretDialog').then((m) => ({ default: m.Open311SecretDialog })),
  (p) => p.created !== null,
);

const useStyles = makeStyles({
  url: { overflowWrap: 'anywhere' },
  form: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalS },
  nameField: { width: '100%', maxWidth: '480px' },
  suffix: { fontFamily: tokens.fontFamilyMonospace, whiteSpace: 'nowrap' },
});

/** Active keys first, then the newest: what an administrator looks for when revoking. */
const ordered = (keys: Open311Key[]) =>
  [...keys].sort((a, b) => Number(a.revokedAt !== null) - Number(b.revokedAt !== null) || b.createdAt.localeCompare(a.createdAt));

/** The public URL other platforms start from (GeoReport v2 discovery of this cliente). */
export const discoveryUrl = (slug: string) => `${window.location.origin}${OPEN311_BASE}/${encodeURIComponent(slug)}/discovery.json`;

/**
 * The api keys other civic platforms use to file reportes through Open311: created here (the secret is shown
 * once), revoked here. Reading the public reportes needs no key.
 */
export function Open311KeysSection({ slug }: { slug: string }) {
  const s = useStyles();
  const ts = useTableStyles();
  const { t } = useAdminT();
  const titleId = useId('open311');
  // a created or revoked key comes back in the answer, which the api puts first in this list (no second read)
  const keys = useOpen311KeysQuery();
  const [createKey] = useCreateOpen311KeyMutation();
  const [revokeKey] = useRevokeOpen311KeyMutation();
  const [nombre, setNombre] = useState('');
  const [nameError, setNameError] = useState<string | undefined>();
  const [general, setGeneral] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [created, setCreated] = useState<CreatedOpen311Key | null>(null);
  const [revoking, setRevoking] = useState<Open311Key | null>(null);

  const create = async (e: FormEvent) => {
    e.preventDefault();
    setGeneral(null);
    const name = nombre.trim();
    if (name.length === 0 || name.length > OPEN311_KEY_NAME_MAX) {
      setNameError(t('v.open311Name', { max: OPEN311_KEY_NAME_MAX }));
      return;
    }
    setNameError(undefined);
    setBusy(true);
    try {
      // the list keeps no secret: only the dialog holds it, until it closes
      setCreated(await createKey(name).unwrap());
      setNombre('');
    } catch (err) {
      const f = formErrors(err, ['nombre'], t);
      setNameError(f.fields.nombre);
      setGeneral(f.general);
    }
    setBusy(false);
  };

  const revoke = async () => {
    if (!revoking) return;
    const key = await revokeKey(revoking.id).unwrap();
    notify({ message: t('open311.revokedToast', { name: key.nombre }), variant: 'success' });
  };

  const list = keys.data ? ordered(keys.data.items) : [];

  return (
    <Section labelledBy={titleId}>
      <Subtitle2 as="h2" id={titleId}>
        {t('open311.title')}
      </Subtitle2>
      <Caption1>
        {t('open311.urlLabel')}{' '}
        <code className={s.url} dir="ltr">
          {discoveryUrl(slug)}
        </code>
      </Caption1>

      {keys.isError ? (
        <LoadError message={errorMessage(keys.error)} onRetry={() => void keys.refetch()} />
      ) : !keys.data ? (
        <Loading />
      ) : list.length === 0 ? (
        <Empty>{t('open311.empty')}</Empty>
      ) : (
        <div className={ts.scroller} data-scroll-x>
          <table className={ts.table}>
            <caption className={ts.srOnly}>{t('open311.title')}</caption>
            <thead>
              <tr>
                <th className={ts.th} scope="col">
                  {t('field.nombre')}
                </th>
                <th className={ts.th} scope="col">
                  {t('open311.colKey')}
                </th>
                <th className={ts.th} scope="col">
                  {t('open311.colCreated')}
                </th>
                <th className={ts.th} scope="col">
                  {t('open311.colLastUsed')}
                </th>
                <th className={ts.th} scope="col">
                  {t('open311.colState')}
                </th>
                <th className={ts.th} scope="col">
                  <span className={ts.srOnly}>{t('open311.colActions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.map((k) => (
                <tr key={k.id} className={ts.row}>
                  <td className={ts.td}>{k.nombre}</td>
                  <td className={ts.td}>
                    <span className={s.suffix} dir="ltr">
                      …{k.sufijo}
                    </span>
                  </td>
                  <td className={ts.td}>{formatDateTime(k.createdAt)}</td>
                  <td className={`${ts.td} ${k.lastUsedAt ? '' : ts.muted}`}>{k.lastUsedAt ? formatDateTime(k.lastUsedAt) : t('open311.never')}</td>
                  <td className={ts.td}>
                    {k.revokedAt ? (
                      <Badge appearance="tint" color="informative" shape="rounded" title={formatDateTime(k.revokedAt)}>
                        {t('open311.revoked')}
                      </Badge>
                    ) : (
                      <Badge appearance="tint" color="success" shape="rounded">
                        {t('open311.active')}
                      </Badge>
                    )}
                  </td>
                  <td className={ts.td}>
                    {!k.revokedAt && (
                      <Button size="small" appearance="subtle" icon={<ProhibitedRegular />} aria-label={t('open311.revokeLabel', { name: k.nombre })} onClick={() => setRevoking(k)}>
                        {t('open311.revoke')}
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <form className={s.form} onSubmit={(e) => void create(e)} noValidate>
        <Field className={s.nameField} label={t('open311.nameLabel')} required validationMessage={nameError} hint={t('open311.nameHint')}>
          <Input value={nombre} maxLength={OPEN311_KEY_NAME_MAX} autoComplete="off" onChange={(_, d) => setNombre(d.value)} />
        </Field>
        {general && (
          <MessageBar intent="error" role="alert">
            <MessageBarBody>{general}</MessageBarBody>
          </MessageBar>
        )}
        <Button type="submit" icon={busy ? <Spinner size="tiny" /> : <AddRegular />} disabled={busy}>
          {t('open311.create')}
        </Button>
      </form>

      <Open311SecretDialog created={created} onClose={() => setCreated(null)} />
      <ConfirmDialog
        open={revoking !== null}
        title={t('open311.revokeTitle', { name: revoking?.nombre ?? '' })}
        body={t('open311.revokeBody')}
        confirmLabel={t('open311.revoke')}
        onConfirm={revoke}
        onClose={() => setRevoking(null)}
        describeError={(e) => apiErrorMessage(e, t)}
      />
    </Section>
  );
}
