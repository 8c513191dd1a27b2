import { Checkbox, Field, Input, MessageBar, MessageBarBody, Switch, makeStyles, tokens } from '@fluentui/react-components';
import { SaveRegular } from '@fluentui/react-icons';
import { useSession, type BtPlantilla } from '@sig/shared';
import { BT_CAMPOS, BT_BACK_TEXT_MAX, BT_VIGENCIA_MESES_MAX, BackLink, BusyButton, CheckboxGroup, LoadError, Loading, Page, RadioChoices, Section, TextArea, formErrors, isHexColor, useUnsavedChangesGuard } from '@sig/shared/staff-ui';
import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

import { CardPreview } from '../../card/CardPreview';
import { SAMPLE_NAME, lookOf, sampleHolder } from '../../card/fromContract';
import { useCardLabels } from '../../card/useCardLabels';
import { useBtT } from '../../i18n';
import { errorText } from '../../lib/errors';
import { useEditarPlantillaMutation, useNuevaPlantillaMutation, usePlantillaQuery } from '../btApi';
import { plantillaHref, plantillasHref } from '../links';
import { ColorField } from './ColorField';
import { bodyOf, changesOf, draftOf, newDraft, orderedCampos, sameDraft, type Draft } from './draft';
import { LogoField } from './LogoField';

const useStyles = makeStyles({
  layout: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', gap: tokens.spacingHorizontalL, alignItems: 'start', '@media (max-width: 900px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  colors: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL },
  campos: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))', columnGap: tokens.spacingHorizontalM },
  months: { maxWidth: '160px' },
  preview: { position: 'sticky', top: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  previewTitle: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  hint: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
});

const FORM_FIELDS = ['nombre', 'orientacion', 'colores', 'campos', 'vigenciaMeses', 'textoReverso', 'activa', 'version'];

function Editor({ saved, created, onSaved }: { saved: BtPlantilla | null; created?: boolean; onSaved: (p: BtPlantilla, created: boolean) => void }) {
  const s = useStyles();
  const { t, i18n } = useBtT();
  const emisor = useSession((x) => x.cliente?.nombre ?? '');
  const labels = useCardLabels(SAMPLE_NAME);
  const [crear, creating] = useNuevaPlantillaMutation();
  const [editar, editing] = useEditarPlantillaMutation();
  const [current, setCurrent] = useState<BtPlantilla | null>(saved);
  const [draft, setDraft] = useState<Draft>(() => (saved ? draftOf(saved) : newDraft()));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [general, setGeneral] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(created ? t('editor.created') : null);
  // told to the page after the render that clears `dirty`, so the unsaved-changes guard never stops its navigation
  const [justSaved, setJustSaved] = useState<{ p: BtPlantilla; created: boolean } | null>(null);
  const dirty = !sameDraft(draft, current ? draftOf(current) : newDraft());
  useUnsavedChangesGuard(dirty, t('editor.unsaved'));

  const set = <K extends keyof Draft>(k: K, v: Draft[K]) => {
    setDone(null);
    setDraft((d) => ({ ...d, [k]: v }));
  };
  const toggle = (campo: Draft['campos'][number], on: boolean) => set('campos', orderedCampos(on ? [...draft.campos, campo] : draft.campos.filter((c) => c !== campo)));

  const check = (): Record<string, string> => {
    const e: Record<string, string> = {};
    if (!draft.nombre.trim()) e.nombre = t('common.required');
    const m = Number(draft.vigenciaMeses);
    if (!Number.isInteger(m) || m < 1 || m > BT_VIGENCIA_MESES_MAX) e.vigenciaMeses = t('editor.mesesRange', { max: BT_VIGENCIA_MESES_MAX });
    if (![draft.primario, draft.secundario, draft.texto].every(isHexColor)) e.colores = t('editor.colorInvalid');
    return e;
  };

  const save = async () => {
    const e = check();
    setErrors(e);
    setGeneral(null);
    if (Object.keys(e).length) return;
    const res = current ? await editar({ id: current.id, body: changesOf(draft, current) }) : await crear(bodyOf(draft));
    if ('error' in res) {
      const fe = formErrors(res.error, FORM_FIELDS, t);
      setErrors(fe.fields);
      setGeneral(fe.fields.version ? errorText(res.error, t) : fe.general);
      return;
    }
    setCurrent(res.data);
    setDraft(draftOf(res.data));
    setDone(current ? t('editor.saved') : t('editor.created'));
    setJustSaved({ p: res.data, created: !current });
  };
  useEffect(() => {
    if (justSaved) onSaved(justSaved.p, justSaved.created);
  }, [justSaved, onSaved]);

  // what the preview draws: the draft's look, with the logo the template prints now (or the cliente's for a new one)
  const look = lookOf(
    { nombre: draft.nombre || t('editor.new'), orientacion: draft.orientacion, colores: { primario: draft.primario, secundario: draft.secundario, texto: draft.texto }, logoUrl: current?.logoUrl ?? null, textoReverso: draft.textoReverso },
    emisor,
  );

  return (
    <div className={s.layout}>
      <Section>
        <form
          className={s.form}
          aria-label={t('editor.form')}
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
        >
          {general && (
            <MessageBar intent="error" role="alert">
              <MessageBarBody>{general}</MessageBarBody>
            </MessageBar>
          )}
          {done && (
            <MessageBar intent="success" role="status">
              <MessageBarBody>{done}</MessageBarBody>
            </MessageBar>
          )}
          <Field label={t('editor.nombre')} required hint={t('editor.nombreHint')} validationMessage={errors.nombre} validationState={errors.nombre ? 'error' : undefined}>
            <Input value={draft.nombre} maxLength={120} onChange={(_, d) => set('nombre', d.value)} />
          </Field>
          <Field label={t('editor.orientacion')}>
            {(aria) => (
              <RadioChoices
                {...aria}
                layout="horizontal"
                value={draft.orientacion}
                onChange={(v) => set('orientacion', v)}
                options={(['horizontal', 'vertical'] as const).map((o) => ({ value: o, label: t(`orientacion.${o}`) }))}
              />
            )}
          </Field>
          <CheckboxGroup label={t('editor.colores')} error={errors.colores} className={s.colors}>
            <ColorField label={t('editor.primario')} value={draft.primario} onChange={(v) => set('primario', v)} invalid={t('editor.colorInvalid')} />
            <ColorField label={t('editor.secundario')} value={draft.secundario} onChange={(v) => set('secundario', v)} invalid={t('editor.colorInvalid')} />
            <ColorField label={t('editor.texto')} value={draft.texto} onChange={(v) => set('texto', v)} invalid={t('editor.colorInvalid')} />
          </CheckboxGroup>
          <LogoField plantilla={current} onChanged={setCurrent} />
          <CheckboxGroup label={t('editor.campos')} hint={t('editor.camposHint')} error={errors.campos} className={s.campos}>
            {BT_CAMPOS.map((c) => (
              <Checkbox key={c} label={t(`campo.${c}`)} checked={c === 'nombre' || draft.campos.includes(c)} disabled={c === 'nombre'} onChange={(_, d) => toggle(c, d.checked === true)} />
            ))}
          </CheckboxGroup>
          <Field label={t('editor.vigenciaMeses')} required validationMessage={errors.vigenciaMeses} validationState={errors.vigenciaMeses ? 'error' : undefined}>
            <Input className={s.months} type="number" min={1} max={BT_VIGENCIA_MESES_MAX} value={draft.vigenciaMeses} onChange={(_, d) => set('vigenciaMeses', d.value)} />
          </Field>
          <Field label={t('editor.textoReverso')} validationMessage={errors.textoReverso} validationState={errors.textoReverso ? 'error' : undefined} hint={`${draft.textoReverso.length}/${BT_BACK_TEXT_MAX}`}>
            {(p) => <TextArea {...p} value={draft.textoReverso} maxLength={BT_BACK_TEXT_MAX} rows={3} onChange={(e) => set('textoReverso', e.target.value)} />}
          </Field>
          <Switch label={t('editor.activa')} checked={draft.activa} onChange={(_, d) => set('activa', d.checked)} />
          <div className={s.actions}>
            <BusyButton type="submit" appearance="primary" icon={<SaveRegular />} busy={creating.isLoading || editing.isLoading} disabled={!dirty && !!current}>
              {current ? t('editor.save') : t('editor.create')}
            </BusyButton>
          </div>
        </form>
      </Section>
      <Section>
        <div className={s.preview} aria-label={t('editor.preview')} role="group">
          <h2 className={s.previewTitle}>{t('editor.preview')}</h2>
          <span className={s.hint}>{t('editor.previewHint')}</span>
          <CardPreview look={look} holder={sampleHolder(orderedCampos(draft.campos), t, i18n.language || 'es')} labels={labels} />
        </div>
      </Section>
    </div>
  );
}

/** /bettaid/editar/:id: a card template (`nueva` for a new one) with its live preview, front and back. */
export function PlantillaPage({ id }: { id: string }) {
  const { t } = useBtT();
  const navigate = useNavigate();
  const { search } = useLocation();
  const isNew = id === 'nueva';
  const onCreated = useCallback((p: BtPlantilla) => navigate(`${plantillaHref(p.id)}?creada=1`, { replace: true }), [navigate]);
  const onSaved = useCallback((p: BtPlantilla) => setTitle(p.nombre), []);
  const q = usePlantillaQuery(id, { skip: isNew });
  const [title, setTitle] = useState<string | null>(null);
  useEffect(() => setTitle(q.data?.nombre ?? null), [q.data?.nombre]);
  const back = <BackLink href={plantillasHref} label={t('editor.back')} />;

  let body;
  if (isNew) body = <Editor saved={null} onSaved={onCreated} />;
  else if (q.isError) body = <LoadError message={errorText(q.error, t)} onRetry={() => void q.refetch()} />;
  else if (!q.data) body = <Loading />;
  else body = <Editor key={q.data.id} saved={q.data} created={new URLSearchParams(search).get('creada') === '1'} onSaved={onSaved} />;

  return (
    <Page title={isNew ? t('editor.new') : (title ?? t('editor.back'))} back={back}>
      {body}
    </Page>
  );
}
