import { Field, Input, MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { ContactCardRegular } from '@fluentui/react-icons';
import { useSession, type BtPlantilla, type MidbHabitanteItem } from '@sig/shared';
import { BusyButton, NativeSelect, Section, formErrors } from '@sig/shared/staff-ui';
import { useState } from 'react';

import { CardPreview } from '../../card/CardPreview';
import { SAMPLE_NAME, lookOf } from '../../card/fromContract';
import { useCardLabels } from '../../card/useCardLabels';
import { useBtT } from '../../i18n';
import { useEmitirMutation } from '../btApi';
import { holderOf } from '../card/cardData';
import { HabitantePicker } from './HabitantePicker';
import { PhotoField, type PickedPhoto } from './PhotoField';

const useStyles = makeStyles({
  layout: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', gap: tokens.spacingHorizontalL, alignItems: 'start', '@media (max-width: 900px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  select: { width: '100%' },
  date: { maxWidth: '200px' },
  title: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  note: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
});

const FIELDS = ['habitanteId', 'plantillaId', 'fotoSha256', 'venceEl'];

/** Today plus `months`: the last valid day the server gives by default (for the preview). */
function defaultLastDay(months: number, now = new Date()): string {
  const d = new Date(now.getFullYear(), now.getMonth() + months, now.getDate());
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/**
 * "Emitir credencial": the holder from the registry, an active template, the photo, the last valid day (the
 * template's validity unless changed); a live preview; the server's refusals next to their fields, translated.
 */
export function IssueForm({ plantillas, initial, onIssued }: { plantillas: BtPlantilla[]; initial: { habitante: MidbHabitanteItem | null; plantillaId: string }; onIssued: (id: string) => void }) {
  const s = useStyles();
  const { t, i18n } = useBtT();
  const emisor = useSession((x) => x.cliente?.nombre ?? '');
  const [emitir, r] = useEmitirMutation();
  const [habitante, setHabitante] = useState<MidbHabitanteItem | null>(initial.habitante);
  const [plantillaId, setPlantillaId] = useState(initial.plantillaId);
  const [foto, setFoto] = useState<PickedPhoto | null>(null);
  const [venceEl, setVenceEl] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [general, setGeneral] = useState<string | null>(null);
  const plantilla = plantillas.find((p) => p.id === plantillaId) ?? null;
  const labels = useCardLabels(habitante?.nombreCompleto ?? '');

  const submit = async () => {
    const e: Record<string, string> = {};
    if (!habitante) e.habitanteId = t('common.required');
    if (!plantilla) e.plantillaId = t('common.required');
    setErrors(e);
    setGeneral(null);
    if (!habitante || !plantilla) return;
    const res = await emitir({ habitanteId: habitante.id, plantillaId: plantilla.id, fotoSha256: foto?.sha256 ?? null, ...(venceEl && { venceEl }) });
    if ('error' in res) {
      const fe = formErrors(res.error, FIELDS, t);
      setErrors(fe.fields);
      setGeneral(fe.general);
      return;
    }
    onIssued(res.data.id);
  };

  const lastDay = venceEl || (plantilla ? defaultLastDay(plantilla.vigenciaMeses) : '');
  const preview = plantilla && (
    <CardPreview
      look={lookOf(plantilla, emisor)}
      holder={holderOf(
        { folio: '—', emitidaEn: new Date().toISOString(), venceEn: lastDay ? `${lastDay}T23:59:59Z` : '', habitante: { id: habitante?.id ?? '', nombreCompleto: habitante?.nombreCompleto ?? SAMPLE_NAME } },
        plantilla.campos,
        { curp: habitante?.curp ?? '', colonia: habitante?.colonia?.nombre ?? '' },
        { foto: foto?.url || null, qr: null },
        t,
        i18n.language || 'es',
      )}
      labels={labels}
    />
  );

  return (
    <div className={s.layout}>
      <Section>
        <form
          className={s.form}
          aria-label={t('issue.title')}
          noValidate
          onSubmit={(ev) => {
            ev.preventDefault();
            void submit();
          }}
        >
          {general && (
            <MessageBar intent="error" role="alert">
              <MessageBarBody>{general}</MessageBarBody>
            </MessageBar>
          )}
          <HabitantePicker value={habitante} onChange={setHabitante} error={errors.habitanteId} />
          <Field label={t('issue.plantilla')} required validationMessage={errors.plantillaId ?? (plantillas.length === 0 ? t('issue.sinPlantillas') : undefined)} validationState={errors.plantillaId || plantillas.length === 0 ? 'error' : undefined}>
            {(aria) => (
              <NativeSelect {...aria} className={s.select} value={plantillaId} onChange={(e) => setPlantillaId(e.target.value)}>
                <option value="">{t('issue.elegir')}</option>
                {plantillas.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.nombre}
                  </option>
                ))}
              </NativeSelect>
            )}
          </Field>
          <PhotoField value={foto} onChange={setFoto} error={errors.fotoSha256} />
          <Field label={t('issue.venceEl')} hint={t('issue.venceHint')} validationMessage={errors.venceEl} validationState={errors.venceEl ? 'error' : undefined}>
            <Input className={s.date} type="date" value={venceEl} onChange={(_, d) => setVenceEl(d.value)} />
          </Field>
          <span className={s.note}>{t('issue.reemplaza')}</span>
          <div>
            <BusyButton type="submit" appearance="primary" icon={<ContactCardRegular />} busy={r.isLoading}>
              {t('issue.emitir')}
            </BusyButton>
          </div>
        </form>
      </Section>
      {preview && (
        <Section>
          <h2 className={s.title}>{t('issue.preview')}</h2>
          {preview}
        </Section>
      )}
    </div>
  );
}
