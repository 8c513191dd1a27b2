import {
  Badge,
  Button,
  Caption1,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Subtitle2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { notify, useSession, UserText, type BotChannelKind } from '@sig/shared';
import { BOT_CHANNEL_KINDS as CHANNEL_KINDS, BOT_PATHS, botPath, BusyButton, Empty, formatDateTime, formErrors, LoadError, Loading, NativeSelect, Section } from '@sig/shared/staff-ui';
import { type FormEvent, useId, useState } from 'react';

import { useBotT } from '../i18n';
import { type ChannelBody, type ChannelCreated, useCanalesQuery, useCrearCanalMutation } from './configApi';

const webhookPath = (channelId: string) => botPath(BOT_PATHS.webhook, { channelId });
import { CopyField } from './CopyField';
import { errorText } from './errors';

const useStyles = makeStyles({
  list: { margin: 0, paddingInlineStart: 0, listStyleType: 'none', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  item: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, padding: tokens.spacingHorizontalM, border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`, borderRadius: tokens.borderRadiusMedium, minWidth: 0 },
  head: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  name: { margin: 0, overflowWrap: 'anywhere' },
  form: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))', gap: tokens.spacingHorizontalM, alignItems: 'end' },
  dialog: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/** The public web chat of a web channel, and the snippet that embeds it in another site. */
export const chatLink = (origin: string, slug: string, id: string) => `${origin}/apps/${encodeURIComponent(slug)}/bot/${encodeURIComponent(id)}/chat`;
export const embedSnippet = (link: string, title: string) => `<iframe src="${link}" title="${title.replace(/"/g, '&quot;')}" width="400" height="640" style="border:0" allow="geolocation"></iframe>`;

type Draft = { nombre: string; tipo: BotChannelKind; baseUrl: string; phoneNumberId: string; accessToken: string };
const EMPTY: Draft = { nombre: '', tipo: 'web', baseUrl: '', phoneNumberId: '', accessToken: '' };

/** The channels the bot answers on: the list, the public link and embed of web ones, and a new one (its secret shown once). */
export function ChannelsSection() {
  const s = useStyles();
  const { t } = useBotT();
  const titleId = useId();
  const slug = useSession((x) => x.cliente?.slug ?? '');
  const channels = useCanalesQuery();
  const [create, creating] = useCrearCanalMutation();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof Draft, string>>>({});
  const [created, setCreated] = useState<ChannelCreated | null>(null);
  const origin = window.location.origin;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found: Partial<Record<keyof Draft, string>> = {};
    if (!draft.nombre.trim()) found.nombre = t('cfg.channels.nombreRequired');
    if (draft.tipo === 'whatsapp') {
      if (!/^https?:\/\/\S+$/.test(draft.baseUrl.trim())) found.baseUrl = t('cfg.channels.urlInvalid');
      if (!draft.phoneNumberId.trim()) found.phoneNumberId = t('cfg.channels.required');
      if (!draft.accessToken.trim()) found.accessToken = t('cfg.channels.required');
    }
    setErrors(found);
    if (Object.keys(found).length) return;
    const body: ChannelBody = { nombre: draft.nombre.trim(), tipo: draft.tipo };
    if (draft.tipo === 'whatsapp') body.whatsapp = { baseUrl: draft.baseUrl.trim(), phoneNumberId: draft.phoneNumberId.trim(), accessToken: draft.accessToken.trim() };
    try {
      const made = await create(body).unwrap();
      setDraft(EMPTY);
      if (made.secreto) setCreated(made);
      else notify({ message: t('cfg.channels.created', { nombre: made.nombre }), variant: 'success' });
    } catch (x) {
      const f = formErrors(x, ['nombre', 'tipo', 'whatsapp'], t);
      setErrors({ nombre: f.fields.nombre, baseUrl: f.fields.whatsapp });
      if (f.general) notify({ message: f.general, variant: 'error' });
    }
  };

  const field = (key: 'baseUrl' | 'phoneNumberId' | 'accessToken', type: 'text' | 'url' | 'password' = 'text') => (
    <Field label={t(`cfg.channels.${key}`)} validationMessage={errors[key]} validationState={errors[key] ? 'error' : 'none'}>
      <Input type={type} value={draft[key]} dir="ltr" maxLength={500} onChange={(_, d) => setDraft({ ...draft, [key]: d.value })} />
    </Field>
  );

  return (
    <Section labelledBy={titleId}>
      <Subtitle2 as="h2" id={titleId}>
        {t('cfg.channels.title')}
      </Subtitle2>
      {channels.isError ? (
        <LoadError message={errorText(channels.error, t)} onRetry={() => void channels.refetch()} />
      ) : !channels.data ? (
        <Loading />
      ) : channels.data.items.length === 0 ? (
        <Empty>{t('cfg.channels.empty')}</Empty>
      ) : (
        <ul className={s.list} aria-label={t('cfg.channels.list')}>
          {channels.data.items.map((c) => {
            const link = chatLink(origin, slug, c.id);
            return (
              <li key={c.id} className={s.item}>
                <div className={s.head}>
                  <Subtitle2 as="h3" className={s.name}>
                    <UserText>{c.nombre}</UserText>
                  </Subtitle2>
                  <Badge appearance="tint">{t(`cfg.channels.kind.${c.tipo}`)}</Badge>
                  <Badge appearance="tint" color={c.activo ? 'success' : 'subtle'}>
                    {c.activo ? t('cfg.channels.active') : t('cfg.channels.inactive')}
                  </Badge>
                </div>
                <Caption1>
                  {t('cfg.channels.meta', { id: c.id, date: formatDateTime(c.createdAt) })}
                </Caption1>
                {c.tipo === 'web' ? (
                  <>
                    <CopyField label={t('cfg.channels.link', { nombre: c.nombre })} value={link} copyLabel={t('cfg.channels.copyLink')} />
                    <CopyField label={t('cfg.channels.embed', { nombre: c.nombre })} value={embedSnippet(link, c.nombre)} copyLabel={t('cfg.channels.copyEmbed')} multiline />
                  </>
                ) : (
                  <CopyField label={t('cfg.channels.webhook', { nombre: c.nombre })} value={`${origin}${webhookPath(c.id)}`} copyLabel={t('cfg.channels.copyLink')} />
                )}
              </li>
            );
          })}
        </ul>
      )}

      <Subtitle2 as="h3">{t('cfg.channels.addTitle')}</Subtitle2>
      <form className={s.form} onSubmit={submit} noValidate aria-label={t('cfg.channels.addTitle')}>
        <Field label={t('cfg.channels.nombre')} validationMessage={errors.nombre} validationState={errors.nombre ? 'error' : 'none'}>
          <Input value={draft.nombre} dir="auto" maxLength={80} onChange={(_, d) => setDraft({ ...draft, nombre: d.value })} />
        </Field>
        <Field label={t('cfg.channels.tipo')} hint={t(`cfg.channels.kindHint.${draft.tipo}`)}>
          {(p) => (
            <NativeSelect {...p} value={draft.tipo} onChange={(e) => setDraft({ ...draft, tipo: e.target.value as BotChannelKind })}>
              {CHANNEL_KINDS.map((k) => (
                <option key={k} value={k}>
                  {t(`cfg.channels.kind.${k}`)}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        {draft.tipo === 'whatsapp' && (
          <>
            {field('baseUrl', 'url')}
            {field('phoneNumberId')}
            {field('accessToken', 'password')}
          </>
        )}
        <div>
          <BusyButton type="submit" appearance="primary" icon={<AddRegular />} busy={creating.isLoading}>
            {t('cfg.channels.create')}
          </BusyButton>
        </div>
      </form>

      <Dialog open={created !== null} modalType="alert" onOpenChange={(_, d) => !d.open && setCreated(null)}>
        <DialogSurface>
          <DialogBody>
            <DialogTitle>{t('cfg.secret.title', { nombre: created?.nombre ?? '' })}</DialogTitle>
            <DialogContent className={s.dialog}>
              <MessageBar intent="warning">
                <MessageBarBody>{t('cfg.secret.warning')}</MessageBarBody>
              </MessageBar>
              <CopyField label={t('cfg.secret.label')} value={created?.secreto ?? ''} copyLabel={t('cfg.secret.copy')} />
              {created && <CopyField label={t('cfg.channels.webhook', { nombre: created.nombre })} value={`${origin}${webhookPath(created.id)}`} copyLabel={t('cfg.channels.copyLink')} />}
            </DialogContent>
            <DialogActions>
              <Button appearance="primary" onClick={() => setCreated(null)}>
                {t('cfg.secret.done')}
              </Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
    </Section>
  );
}
