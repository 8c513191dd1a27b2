import { Button, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { TRANSP_FOLIO_PATTERN, navigate, normalizeFollowCode, type PublicCliente } from '@sig/shared';
import { type FormEvent, useState } from 'react';

import { useTranspT } from '../i18n';
import { links } from '../lib/links';
import { Card, Problem, TOUCH } from './controls';
import { PublicShell } from './PublicShell';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  touch: { minHeight: TOUCH },
});

/** The folio as typed, upper-cased and without spaces (T-2026-000123). */
export const normalizeFolio = (v: string) => v.replace(/\s+/g, '').toUpperCase();

/** The folio and follow code a requester keeps: together they open the request's thread. */
export function CodeForm({ initialFolio = '', askFolio, onOpen, error }: { initialFolio?: string; askFolio: boolean; onOpen: (folio: string, code: string) => void; error?: string | null }) {
  const s = useStyles();
  const { t } = useTranspT();
  const [folio, setFolio] = useState(initialFolio);
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ folio?: string; code?: string }>({});
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const f = normalizeFolio(folio);
    const c = normalizeFollowCode(code);
    const found: { folio?: string; code?: string } = {};
    if (askFolio && !TRANSP_FOLIO_PATTERN.test(f)) found.folio = t(f ? 'follow.folioInvalid' : 'follow.folioRequired');
    if (!c) found.code = t('follow.codeRequired');
    setErrors(found);
    if (Object.keys(found).length) return;
    onOpen(f, c);
  };
  return (
    <form className={s.form} onSubmit={submit} noValidate>
      {askFolio && (
        <Field label={t('follow.folio')} hint={t('follow.folioHint')} required validationMessage={errors.folio} validationState={errors.folio ? 'error' : 'none'}>
          <Input className={s.touch} value={folio} onChange={(_, d) => setFolio(d.value)} autoCapitalize="characters" autoComplete="off" dir="ltr" />
        </Field>
      )}
      <Field label={t('follow.code')} hint={t('follow.codeHint')} required validationMessage={errors.code} validationState={errors.code ? 'error' : 'none'}>
        <Input className={s.touch} value={code} onChange={(_, d) => setCode(d.value)} autoCapitalize="characters" autoComplete="off" spellCheck={false} dir="ltr" />
      </Field>
      {error && <Problem>{error}</Problem>}
      <Button type="submit" appearance="primary" className={s.touch}>
        {t('follow.open')}
      </Button>
    </form>
  );
}

/** /transparencia/externo/seguir: the folio and code lead to the request's thread. */
export function FollowPage({ slug, cliente }: { slug: string; cliente: PublicCliente | null }) {
  const { t } = useTranspT();
  if (!slug)
    return (
      <PublicShell cliente={null} title={t('follow.title')}>
        <Problem title={t('public.noCliente.title')}>{t('public.noCliente.body')}</Problem>
      </PublicShell>
    );
  return (
    <PublicShell cliente={cliente} title={t('follow.title')} description={t('follow.intro')}>
      <Card>
        <CodeForm askFolio onOpen={(folio, code) => navigate(`${links.thread(slug, folio)}&code=${encodeURIComponent(code)}`)} />
      </Card>
    </PublicShell>
  );
}
