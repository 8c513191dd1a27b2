import {
  Button,
  Field,
  Spinner,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ArrowDownloadRegular, DismissRegular, PersonArrowRightRegular, TagRegular } from '@fluentui/react-icons';
import { errorMessage, isApiRequestError, notify, type CaseFiltersResponse, type CaseKind } from '@sig/shared';
import { FormDialog, NativeSelect } from '@sig/shared/staff-ui';
import { useState } from 'react';

import { useBulkMutation } from '../casesApi';
import { PublicAnswerField } from '../detail/PublicAnswerField';
import { useCasesT } from '../i18n';
import { downloads, saveBlob } from '../lib/downloads';

/** The snackbar key of the list's selection actions: one message per action. */
export const BULK_MESSAGE = 'case-bulk';

type Mode = 'asignar' | 'estatus';
/** The choice "nobody" in the person list (a user id is never empty). */
const NOBODY = '';

const useStyles = makeStyles({
  bar: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    paddingBlock: tokens.spacingVerticalS,
    paddingInline: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorBrandBackground2,
    // stays in reach while a long page scrolls
    position: 'sticky',
    top: 0,
    zIndex: 2,
  },
  count: { fontWeight: tokens.fontWeightSemibold, marginInlineEnd: 'auto' },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  select: { width: '100%' },
});

const today = () => new Date().toISOString().slice(0, 10);

/**
 * What the list's selection can do: assign it or change its estatus (editors), export it (anyone who sees
 * the list). Assigning and changing ask first, saying how many cases will change.
 */
export function BulkBar({
  kind,
  ids,
  canEdit,
  filters,
  onClear,
  onChanged,
}: {
  kind: CaseKind;
  ids: string[];
  canEdit: boolean;
  filters: CaseFiltersResponse | null;
  onClear: () => void;
  onChanged: () => void;
}) {
  const s = useStyles();
  const { t, i18n } = useCasesT();
  const [mode, setMode] = useState<Mode | null>(null);
  const [exporting, setExporting] = useState(false);

  const exportSelection = async () => {
    setExporting(true);
    try {
      const { blob, fileName } = await downloads.csvOf(kind, ids, i18n.language);
      saveBlob(blob, fileName ?? `${t(`kind.${kind}.filePrefix`)}-${today()}.csv`);
      notify({ message: t('export.done'), variant: 'success', key: BULK_MESSAGE });
    } catch (e) {
      notify({ message: t('export.failed', { reason: errorMessage(e) }), variant: 'error', key: BULK_MESSAGE });
    } finally {
      setExporting(false);
    }
  };

  return (
    <div className={s.bar} role="toolbar" aria-label={t('bulk.barLabel')}>
      <Text className={s.count} aria-live="polite">
        {t('bulk.selected', { count: ids.length })}
      </Text>
      {canEdit && (
        <>
          <Button icon={<PersonArrowRightRegular />} onClick={() => setMode('asignar')}>
            {t('bulk.assign')}
          </Button>
          <Button icon={<TagRegular />} onClick={() => setMode('estatus')}>
            {t('bulk.estatus')}
          </Button>
        </>
      )}
      <Button icon={exporting ? <Spinner size="tiny" /> : <ArrowDownloadRegular />} disabled={exporting} onClick={() => void exportSelection()}>
        {t('bulk.export')}
      </Button>
      <Button appearance="subtle" icon={<DismissRegular />} onClick={onClear}>
        {t('bulk.clear')}
      </Button>
      {mode && (
        <BulkDialog
          kind={kind}
          mode={mode}
          ids={ids}
          filters={filters}
          onClose={() => setMode(null)}
          onDone={() => {
            setMode(null);
            onChanged();
          }}
        />
      )}
    </div>
  );
}

/** The choice (a person, an estatus), what will change in words, and the confirmation; a refusal stays in the dialog. */
function BulkDialog({ kind, mode, ids, filters, onClose, onDone }: { kind: CaseKind; mode: Mode; ids: string[]; filters: CaseFiltersResponse | null; onClose: () => void; onDone: () => void }) {
  const s = useStyles();
  const { t } = useCasesT();
  const [value, setValue] = useState(mode === 'asignar' ? (filters?.usuarios[0]?.id ?? NOBODY) : '');
  const [missing, setMissing] = useState(false);
  const [respuesta, setRespuesta] = useState('');
  const [missingReason, setMissingReason] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const what = t(`bulk.count.${kind}`, { count: ids.length });
  const [bulk] = useBulkMutation();

  const person = filters?.usuarios.find((u) => u.id === value);
  const estatus = filters?.estatus.find((e) => e.id === value);
  const summary =
    mode === 'asignar'
      ? value === NOBODY
        ? t('bulk.willUnassign', { what })
        : t('bulk.willAssign', { what, name: person?.displayName ?? '' })
      : estatus
        ? t('bulk.willEstatus', { what, name: estatus.nombre })
        : t('bulk.chooseEstatus');

  const submit = async () => {
    if (mode === 'estatus' && !value) return setMissing(true);
    const closes = mode === 'estatus' && estatus?.final === true;
    if (closes && !respuesta.trim()) return setMissingReason(true);
    setBusy(true);
    setError(null);
    try {
      // the list and the cases touched are read again (casesApi's tags)
      const res = await bulk({ kind, body: mode === 'asignar' ? { accion: 'asignar', ids, asignadoA: value || null } : { accion: 'estatus', ids, estatusId: value, ...(closes && { respuesta: respuesta.trim() }) } }).unwrap();
      notify({ message: t('bulk.done', { changed: res.cambiados, total: ids.length }), variant: 'success', key: BULK_MESSAGE });
      onDone();
    } catch (err) {
      setBusy(false);
      setError(isApiRequestError(err) && err.item ? t('bulk.refused', { folio: err.item, reason: errorMessage(err) }) : errorMessage(err));
    }
  };

  return (
    <FormDialog
      open
      modalType="alert"
      onClose={onClose}
      describedBy="case-bulk-summary"
      title={t(mode === 'asignar' ? 'bulk.assignTitle' : 'bulk.estatusTitle')}
      submitLabel={t(mode === 'asignar' ? 'bulk.confirmAssign' : 'bulk.confirmEstatus', { what })}
      busy={busy}
      error={error}
      onSubmit={submit}
      contentClassName={s.form}
    >
      <Field label={t(mode === 'asignar' ? 'bulk.person' : 'bulk.newEstatus')} required={mode === 'estatus'} validationMessage={missing ? t('v.required') : undefined}>
        {(props) => (
          <NativeSelect
            {...props}
            className={s.select}
            value={value}
            onChange={(e) => {
              setValue(e.target.value);
              setMissing(false);
            }}
          >
            {mode === 'asignar' ? (
              <>
                {(filters?.usuarios ?? []).map((u) => (
                  <option key={u.id} value={u.id}>
                    {u.displayName}
                  </option>
                ))}
                <option value={NOBODY}>{t('case.unassigned')}</option>
              </>
            ) : (
              <>
                <option value="">{t('form.choose')}</option>
                {(filters?.estatus ?? []).map((x) => (
                  <option key={x.id} value={x.id}>
                    {x.final ? t('action.estatusFinal', { name: x.nombre }) : x.nombre}
                  </option>
                ))}
              </>
            )}
          </NativeSelect>
        )}
      </Field>
      {mode === 'estatus' && estatus?.final && (
        <PublicAnswerField
          value={respuesta}
          hint={t('action.publicReasonHint')}
          missing={missingReason}
          onChange={(value) => {
            setRespuesta(value);
            setMissingReason(false);
          }}
        />
      )}
      <div id="case-bulk-summary">
        <p>
          <strong>{summary}</strong>
        </p>
        <p>{t('bulk.allOrNone')}</p>
      </div>
    </FormDialog>
  );
}
