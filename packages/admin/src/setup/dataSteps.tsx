import { Body1, Button, Caption1, Field, MessageBar, MessageBarBody, MessageBarTitle, Spinner, makeStyles, tokens, useId } from '@fluentui/react-components';
import { ArrowUploadRegular, PersonAddRegular } from '@fluentui/react-icons';
import { LinkButton, SETUP_COLONIAS_MAX_CHARS, errorMessage, isApiRequestError, type StarterCatalogsResponse } from '@sig/shared';
import { BusyButton, TextArea } from '@sig/shared/staff-ui';
import { type ChangeEvent, lazy, Suspense, useRef, useState } from 'react';

import { useSetupT } from './i18n';
import { useImportColoniasMutation, useRolesQuery, useStarterCatalogsMutation } from '../adminApi';
import type { StepProps } from './SetupPage';

// the invitation dialog of the users page, loaded when first opened
const InviteDialog = lazy(() => import('../users/InviteDialog').then((m) => ({ default: m.InviteDialog })));

const useStyles = makeStyles({
  column: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  counts: { margin: 0, paddingInlineStart: tokens.spacingHorizontalXL },
  hidden: { display: 'none' },
  errors: { margin: 0, paddingInlineStart: tokens.spacingHorizontalXL },
  paste: { minHeight: '96px', fontFamily: tokens.fontFamilyMonospace, direction: 'ltr' },
});

const sum = (added: StarterCatalogsResponse['added']) => Object.values(added).reduce((a, b) => a + b, 0);

export function CatalogsStep({ status, next }: StepProps) {
  const s = useStyles();
  const { t } = useSetupT();
  const [add, adding] = useStarterCatalogsMutation();
  const [result, setResult] = useState<StarterCatalogsResponse['added'] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const c = status.counts;

  const run = async () => {
    setError(null);
    try {
      setResult((await add().unwrap()).added);
    } catch (err) {
      setError(errorMessage(err));
    }
  };

  return (
    <div className={s.column}>
      <Body1>{t('setup.catalogs.what')}</Body1>
      <ul className={s.counts} aria-label={t('setup.catalogs.now')}>
        <li>{t('setup.catalogs.count.dependencias', { n: c.dependencias })}</li>
        <li>{t('setup.catalogs.count.tipos', { n: c.tiposReporte })}</li>
        <li>{t('setup.catalogs.count.estatus', { n: c.estatusReporte })}</li>
        <li>{t('setup.catalogs.count.origenes', { n: c.origenes })}</li>
      </ul>
      {result && (
        <MessageBar intent={sum(result) ? 'success' : 'info'} role="status">
          <MessageBarBody>{sum(result) ? t('setup.catalogs.added', { n: sum(result) }) : t('setup.catalogs.none')}</MessageBarBody>
        </MessageBar>
      )}
      {error && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{error}</MessageBarBody>
        </MessageBar>
      )}
      <div className={s.actions}>
        <BusyButton appearance="primary" busy={adding.isLoading} onClick={() => void run()}>
          {t('setup.catalogs.add')}
        </BusyButton>
        {result && <Button onClick={next}>{t('setup.next')}</Button>}
      </div>
      <div className={s.actions}>
        <LinkButton href="/sig/config/tiporeporte" appearance="subtle">
          {t('setup.catalogs.editTipos')}
        </LinkButton>
        <LinkButton href="/sig/config/statusreportes" appearance="subtle">
          {t('setup.catalogs.editEstatus')}
        </LinkButton>
        <LinkButton href="/sig/dependencias" appearance="subtle">
          {t('setup.catalogs.editDependencias')}
        </LinkButton>
        <LinkButton href="/sig/catalogo/origens" appearance="subtle">
          {t('setup.catalogs.editOrigenes')}
        </LinkButton>
      </div>
    </div>
  );
}

const formatOf = (name: string, text: string): 'csv' | 'geojson' => (/\.(geo)?json$/i.test(name) || /^\s*[{[]/.test(text) ? 'geojson' : 'csv');

export function ColoniasStep({ status, next }: StepProps) {
  const s = useStyles();
  const { t } = useSetupT();
  const [importColonias, importing] = useImportColoniasMutation();
  const file = useRef<HTMLInputElement>(null);
  const pasteId = useId('paste');
  const [text, setText] = useState('');
  const [name, setName] = useState('');
  const [result, setResult] = useState<{ added: number; existing: number } | null>(null);
  const [errors, setErrors] = useState<string[]>([]);

  const pick = async (e: ChangeEvent<HTMLInputElement>) => {
    const f = e.target.files?.[0];
    e.target.value = '';
    if (!f) return;
    setErrors([]);
    setResult(null);
    if (f.size > SETUP_COLONIAS_MAX_CHARS) {
      setErrors([t('setup.colonias.tooBig')]);
      return;
    }
    setName(f.name);
    setText(await f.text());
  };

  const run = async () => {
    setResult(null);
    if (!text.trim()) {
      setErrors([t('setup.colonias.empty')]);
      return;
    }
    setErrors([]);
    try {
      const res = await importColonias({ format: formatOf(name, text), text }).unwrap();
      setResult({ added: res.added, existing: res.existing });
    } catch (err) {
      setErrors(isApiRequestError(err) && err.errors.length ? err.errors.map((x) => x.message) : [errorMessage(err)]);
    }
  };

  return (
    <div className={s.column}>
      <Caption1>{t('setup.colonias.count', { n: status.counts.colonias })}</Caption1>
      <Body1>{t('setup.colonias.hint')}</Body1>
      <div className={s.actions}>
        <input ref={file} className={s.hidden} type="file" accept=".csv,.geojson,.json,text/csv,application/geo+json,application/json" aria-label={t('setup.colonias.file')} onChange={(e) => void pick(e)} />
        <Button icon={<ArrowUploadRegular />} onClick={() => file.current?.click()}>
          {t('setup.colonias.file')}
        </Button>
        {name && <Caption1>{name}</Caption1>}
      </div>
      <Field label={t('setup.colonias.paste')}>
        {(props) => (
          <TextArea
            {...props}
            id={pasteId}
            className={s.paste}
            value={text}
            spellCheck={false}
            placeholder={'nombre,codigo_postal,lat,lng\nCentro,68000,17.0606,-96.7253'}
            onChange={(e) => {
              setText(e.target.value);
              setName('');
            }}
          />
        )}
      </Field>
      {errors.length > 0 && (
        <MessageBar intent="error" role="alert" layout="multiline">
          <MessageBarBody>
            <MessageBarTitle>{t('setup.colonias.refused')}</MessageBarTitle>
            <ul className={s.errors}>
              {errors.map((e) => (
                <li key={e}>{e}</li>
              ))}
            </ul>
          </MessageBarBody>
        </MessageBar>
      )}
      {result && (
        <MessageBar intent="success" role="status">
          <MessageBarBody>{t('setup.colonias.result', { added: result.added, existing: result.existing })}</MessageBarBody>
        </MessageBar>
      )}
      <div className={s.actions}>
        <BusyButton appearance="primary" busy={importing.isLoading} onClick={() => void run()}>
          {t('setup.colonias.import')}
        </BusyButton>
        {result && <Button onClick={next}>{t('setup.next')}</Button>}
        <LinkButton href="/sig/catalogo/colonias" appearance="subtle">
          {t('setup.colonias.edit')}
        </LinkButton>
      </div>
    </div>
  );
}

export function TeamStep({ status }: StepProps) {
  const s = useStyles();
  const { t } = useSetupT();
  const [inviting, setInviting] = useState(false);
  const roles = useRolesQuery(undefined, { skip: !inviting });
  return (
    <div className={s.column}>
      <Caption1>{t('setup.team.count', { n: status.counts.miembros })}</Caption1>
      <div className={s.actions}>
        <Button appearance="primary" icon={<PersonAddRegular />} onClick={() => setInviting(true)}>
          {t('invite.open')}
        </Button>
        <LinkButton href="/config/users/all" appearance="subtle">
          {t('setup.team.users')}
        </LinkButton>
      </div>
      {inviting && (
        <Suspense fallback={<Spinner size="tiny" />}>
          <InviteDialog
            open
            roles={roles.data?.roles ?? []}
            rolesError={roles.isError ? errorMessage(roles.error) : null}
            onClose={() => setInviting(false)}
            onInvited={() => setInviting(false)}
          />
        </Suspense>
      )}
    </div>
  );
}
