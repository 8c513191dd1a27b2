import { Body1, Button, Field, Input, MessageBar, MessageBarBody, MessageBarTitle, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { Honeypot, TRANSP_FORMATOS, TRANSP_PUBLIC_FILES_MAX, i18n, navigate, type PublicCliente, type TranspFilingResponse, type TranspFormato } from '@sig/shared';
import { type FormEvent, useEffect, useRef, useState } from 'react';

import { useTranspT } from '../i18n';
import { errorText, fieldsOf } from '../lib/errors';
import { ATTACHMENT_TYPES, checkFiles, fileSize, type CheckedFile } from '../lib/files';
import { links } from '../lib/links';
import { FilingResult } from './FilingResult';
import { Card, NativeSelect, Problem, TOUCH, TextArea } from './controls';
import { PublicShell } from './PublicShell';
import { transpPublicApi } from './publicApi';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  touch: { minHeight: TOUCH },
  files: { margin: 0, paddingInlineStart: tokens.spacingHorizontalXL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  bad: { color: tokens.colorPaletteRedForeground1 },
  fileInput: { fontSize: tokens.fontSizeBase300, minHeight: TOUCH, maxWidth: '100%' },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'center' },
});

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const TEXTO_MIN = 10;
const TEXTO_MAX = 8000;

type Errors = Partial<Record<'texto' | 'email' | 'nombre' | 'formato', string>>;

/** The language of the mails: the page's language. */
const mailLanguage = () => (['es', 'en', 'tr', 'ar'].includes(i18n.language) ? i18n.language : 'es') as 'es' | 'en' | 'tr' | 'ar';

export interface AttachOutcome {
  name: string;
  ok: boolean;
  message?: string;
}

/** /transparencia/externo: a citizen files an information request (no account), then sees its folio, code and due date. */
export function FilingPage({ slug, cliente }: { slug: string; cliente: PublicCliente | null }) {
  const s = useStyles();
  const { t } = useTranspT();
  const [texto, setTexto] = useState('');
  const [formato, setFormato] = useState<TranspFormato>('electronico');
  const [nombre, setNombre] = useState('');
  const [email, setEmail] = useState('');
  const [honeypot, setHoneypot] = useState('');
  const [files, setFiles] = useState<CheckedFile[]>([]);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState<null | 'filing' | 'attaching'>(null);
  const [done, setDone] = useState<{ filing: TranspFilingResponse; attached: AttachOutcome[]; email: boolean } | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  // the first field with a problem takes focus, so a screen reader reads its message
  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  if (!slug)
    return (
      <PublicShell cliente={null} title={t('filing.title')}>
        <Problem title={t('public.noCliente.title')}>{t('public.noCliente.body')}</Problem>
      </PublicShell>
    );

  if (done)
    return (
      <PublicShell cliente={cliente} title={t('result.title')} focusKey={done.filing.folio}>
        <FilingResult
          slug={slug}
          filing={done.filing}
          attached={done.attached}
          withEmail={done.email}
          onAnother={() => {
            setDone(null);
            setTexto('');
            setFiles([]);
          }}
        />
      </PublicShell>
    );

  const validate = (): Errors => {
    const e: Errors = {};
    const text = texto.trim();
    if (text.length < TEXTO_MIN) e.texto = t(text ? 'filing.textoShort' : 'filing.textoRequired', { n: TEXTO_MIN });
    else if (text.length > TEXTO_MAX) e.texto = t('filing.textoLong', { n: TEXTO_MAX });
    if (email.trim() && !EMAIL.test(email.trim())) e.email = t('filing.emailInvalid');
    if (nombre.trim().length > 160) e.nombre = t('filing.nombreLong');
    return e;
  };

  const submit = async (ev: FormEvent) => {
    ev.preventDefault();
    const found = validate();
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length) return;
    setBusy('filing');
    let filing: TranspFilingResponse;
    try {
      filing = await transpPublicApi.file(slug, {
        texto: texto.trim(),
        formato,
        ...(email.trim() && { email: email.trim() }),
        ...(nombre.trim() && { nombre: nombre.trim() }),
        lang: mailLanguage(),
        website: honeypot,
      });
    } catch (e) {
      setBusy(null);
      // a field the server refused gets this page's own translated sentence; anything else shows above the button
      const fields = fieldsOf(e).filter((f): f is keyof Errors => ['texto', 'email', 'nombre', 'formato'].includes(f));
      if (fields.length) setErrors(Object.fromEntries(fields.map((f) => [f, t(`filing.invalid.${f}`)])));
      else setFailure(errorText(e, t));
      return;
    }
    setBusy('attaching');
    const attached: AttachOutcome[] = [];
    for (const { file } of files.filter((f) => !f.problem)) {
      try {
        await transpPublicApi.attach(slug, filing.folio, filing.uploadToken, file);
        attached.push({ name: file.name, ok: true });
      } catch (e) {
        attached.push({ name: file.name, ok: false, message: errorText(e, t) });
      }
    }
    setBusy(null);
    setDone({ filing, attached, email: !!email.trim() });
  };

  const pick = (list: FileList | null) => {
    if (!list) return;
    setFiles(checkFiles([...files.map((f) => f.file), ...Array.from(list)], ATTACHMENT_TYPES, TRANSP_PUBLIC_FILES_MAX));
    if (fileInput.current) fileInput.current.value = '';
  };

  return (
    <PublicShell cliente={cliente} title={t('filing.title')} description={t('filing.intro')}>
      <form ref={formRef} className={s.form} onSubmit={submit} noValidate aria-busy={!!busy}>
        <Card title={t('filing.what')} id="transp-what">
          <Field label={t('filing.texto')} hint={t('filing.textoHint')} required validationMessage={errors.texto} validationState={errors.texto ? 'error' : 'none'}>
            {(p) => <TextArea {...p} value={texto} onChange={(e) => setTexto(e.target.value)} maxLength={TEXTO_MAX} rows={6} />}
          </Field>
          <Field label={t('filing.formato')} validationMessage={errors.formato} validationState={errors.formato ? 'error' : 'none'}>
            {(p) => (<NativeSelect {...p} value={formato} onChange={(e) => setFormato(e.target.value as TranspFormato)}>
              {TRANSP_FORMATOS.map((f) => (
                <option key={f} value={f}>
                  {t(`formato.${f}`)}
                </option>
              ))}
            </NativeSelect>)}
          </Field>
        </Card>

        <Card title={t('filing.who')} id="transp-who">
          <Body1>{t('filing.whoIntro')}</Body1>
          <Field label={t('filing.nombre')} validationMessage={errors.nombre} validationState={errors.nombre ? 'error' : 'none'}>
            <Input className={s.touch} value={nombre} onChange={(_, d) => setNombre(d.value)} autoComplete="name" maxLength={160} />
          </Field>
          <Field label={t('filing.email')} hint={t('filing.emailHint')} validationMessage={errors.email} validationState={errors.email ? 'error' : 'none'}>
            <Input className={s.touch} type="email" inputMode="email" autoComplete="email" value={email} onChange={(_, d) => setEmail(d.value)} />
          </Field>
          {!email.trim() && (
            <MessageBar intent="warning" layout="multiline" data-testid="transp-no-email">
              <MessageBarBody>
                <MessageBarTitle>{t('filing.noEmailTitle')}</MessageBarTitle>
                {t('filing.noEmailBody')}
              </MessageBarBody>
            </MessageBar>
          )}
        </Card>

        <Card title={t('filing.files')} id="transp-files">
          <Body1>{t('filing.filesHint', { n: TRANSP_PUBLIC_FILES_MAX })}</Body1>
          <input
            ref={fileInput}
            id="transp-adjuntos"
            className={s.fileInput}
            type="file"
            multiple
            accept={ATTACHMENT_TYPES.join(',')}
            aria-label={t('filing.filesPick')}
            onChange={(e) => pick(e.target.files)}
          />
          {files.length > 0 && (
            <ul className={s.files} aria-label={t('filing.filesChosen')}>
              {files.map((f, i) => (
                <li key={`${f.file.name}-${i}`} className={f.problem ? s.bad : undefined}>
                  {f.file.name} · {fileSize(f.file.size, i18n.language)}
                  {f.problem && ` · ${t(`file.${f.problem}`)}`}{' '}
                  <Button size="small" appearance="subtle" onClick={() => setFiles(checkFiles(files.filter((_, j) => j !== i).map((x) => x.file), ATTACHMENT_TYPES, TRANSP_PUBLIC_FILES_MAX))}>
                    {t('filing.fileRemove', { name: f.file.name })}
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </Card>

        <Honeypot value={honeypot} onChange={setHoneypot} />
        {failure && <Problem>{failure}</Problem>}
        <div className={s.actions}>
          <Button type="submit" appearance="primary" size="large" className={s.touch} disabled={!!busy} icon={busy ? <Spinner size="tiny" /> : undefined}>
            {busy === 'attaching' ? t('filing.attaching') : busy ? t('filing.sending') : t('filing.submit')}
          </Button>
          <Button as="a" href={links.follow(slug)} appearance="subtle" className={s.touch} onClick={(e) => (e.preventDefault(), navigate(links.follow(slug)))}>
            {t('filing.haveFolio')}
          </Button>
        </div>
      </form>
    </PublicShell>
  );
}
