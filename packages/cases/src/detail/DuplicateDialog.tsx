import { Field, Input, Radio, RadioGroup, makeStyles, tokens } from '@fluentui/react-components';
import { errorMessage, type CaseDetail, type NearbyCase } from '@sig/shared';
import { FormDialog } from '@sig/shared/staff-ui';
import { useState } from 'react';

import { useLazyListQuery } from '../casesApi';
import { useCasesT } from '../i18n';
import { formatNumber } from '../lib/dates';
import type { Act } from './CaseActions';
import { FinalEstatusField } from './FinalEstatusField';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  select: { width: '100%' },
});

/** The radio value of "another folio, typed". */
const TYPED = '#folio';

/**
 * "Marcar como duplicado": the original among the nearby cards or by its folio (looked up in the list, the
 * server checks the rest: same tipo, open, not itself), and the final estatus this one closes in. A failure
 * stays in the dialog, explained.
 */
export function DuplicateDialog({ open, detail, nearby, act, onClose }: { open: boolean; detail: CaseDetail; nearby: NearbyCase[]; act: Act; onClose: () => void }) {
  const s = useStyles();
  const { t } = useCasesT();
  const [findCases] = useLazyListQuery();
  const choices = nearby.filter((c) => c.id);
  const [originalId, setOriginalId] = useState(choices[0]?.id ?? TYPED);
  const [folio, setFolio] = useState('');
  const [estatusId, setEstatusId] = useState(detail.cierres[0]?.id ?? '');
  const [folioError, setFolioError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  /** The chosen card's id, or the typed folio's case (null, explained at the field, when none has it). */
  const resolve = async (): Promise<string | null> => {
    if (originalId !== TYPED) return originalId;
    const wanted = folio.trim().toUpperCase();
    if (!wanted) {
      setFolioError(t('v.required'));
      return null;
    }
    const found = await findCases({ kind: 'reporte', params: { q: wanted } }).unwrap();
    const match = found.items.find((c) => c.folio.toUpperCase() === wanted);
    if (!match) setFolioError(t('dup.folioUnknown', { folio: wanted }));
    return match?.id ?? null;
  };

  const submit = async () => {
    setError(null);
    setFolioError(null);
    if (!estatusId) return;
    setBusy(true);
    try {
      const id = await resolve();
      if (id) {
        await act({ accion: 'duplicado', originalId: id, estatusId });
        setBusy(false);
        onClose();
        return;
      }
    } catch (err) {
      setError(errorMessage(err));
    }
    setBusy(false);
  };

  return (
    <FormDialog
      open={open}
      modalType="modal"
      onClose={() => {
        setError(null);
        onClose();
      }}
      title={t('dup.title', { folio: detail.folio })}
      intro={t('dup.intro')}
      submitLabel={t('dup.submit')}
      busy={busy}
      error={error}
      onSubmit={submit}
      contentClassName={s.form}
    >
      <Field label={t('dup.original')} required>
        <RadioGroup value={originalId} onChange={(_, d) => setOriginalId(d.value)}>
          {choices.map((c) => (
            <Radio key={c.id} value={c.id!} label={t('dup.choice', { folio: c.folio, m: formatNumber(Math.round(c.distanciaM)) })} />
          ))}
          <Radio value={TYPED} label={t('dup.typed')} />
        </RadioGroup>
      </Field>
      {originalId === TYPED && (
        <Field label={t('dup.folio')} required validationMessage={folioError ?? undefined}>
          <Input
            value={folio}
            maxLength={40}
            autoComplete="off"
            onChange={(_, d) => {
              setFolio(d.value);
              setFolioError(null);
            }}
          />
        </Field>
      )}
      <FinalEstatusField className={s.select} cierres={detail.cierres} value={estatusId} onChange={setEstatusId} />
    </FormDialog>
  );
}
