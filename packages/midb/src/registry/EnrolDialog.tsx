import { Body1, Field, MessageBar, MessageBarBody, MessageBarTitle, makeStyles, tokens } from '@fluentui/react-components';
import { MIDB_ENROL_MAX, notify, type EnrolBody, type EnrolResponse } from '@sig/shared';
import { FormDialog, NativeSelect, apiErrorMessage, formatNumber } from '@sig/shared/staff-ui';
import { useState } from 'react';

import { useMidbT } from '../i18n';
import { useEnrolMutation, useMapaQuery, useProgramasQuery } from '../midbApi';

const useStyles = makeStyles({ fields: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM } });

/**
 * Enrols a set of habitantes in a programme: the registry's filtered search (by filter) or one person (by id).
 * The count is confirmed before sending; the answer says how many were added and how many were there already.
 */
export function EnrolDialog({
  open,
  onClose,
  body,
  count: listed,
  countParams = {},
  exclude = [],
}: {
  open: boolean;
  onClose: () => void;
  body: EnrolBody;
  /** How many people the body names (the search's total, or 1); null when the list counted only up to its cap. */
  count: number | null;
  /** The search's filters, to count exactly when the list did not (the map's count per colonia is exact). */
  countParams?: Record<string, string>;
  /** Programmes the person is already in (left out of the choice). */
  exclude?: string[];
}) {
  const s = useStyles();
  const { t } = useMidbT();
  const programas = useProgramasQuery(undefined, { skip: !open });
  const exact = useMapaQuery(countParams, { skip: !open || listed !== null });
  const count = listed ?? exact.data?.total ?? null;
  const [enrol, { isLoading }] = useEnrolMutation();
  const [programaId, setProgramaId] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<EnrolResponse | null>(null);

  const options = (programas.data?.items ?? []).filter((p) => p.activo && !exclude.includes(p.id));
  const tooMany = count !== null && count > MIDB_ENROL_MAX;
  const close = () => {
    setProgramaId('');
    setFieldError(undefined);
    setError(null);
    setResult(null);
    onClose();
  };
  const submit = async () => {
    if (result || tooMany) return close();
    if (count === null) return;
    if (!programaId) return setFieldError(t('enrol.pick'));
    setError(null);
    try {
      const r = await enrol({ id: programaId, body }).unwrap();
      setResult(r);
      notify({ message: t('enrol.done', { inscritos: formatNumber(r.inscritos), ya: formatNumber(r.yaInscritos) }), variant: 'success' });
    } catch (e) {
      setError(apiErrorMessage(e, t));
    }
  };
  const nombre = programas.data?.items.find((p) => p.id === programaId)?.nombre ?? '';

  return (
    <FormDialog
      open={open}
      onClose={close}
      title={t('enrol.title')}
      intro={count === null ? t('enrol.counting') : t('enrol.intro', { count, n: formatNumber(count) })}
      submitLabel={result || tooMany ? t('common.close') : t('enrol.confirm', { count: count ?? 0, n: formatNumber(count ?? 0) })}
      busy={isLoading || count === null}
      error={error ?? (programas.isError ? apiErrorMessage(programas.error, t) : null)}
      onSubmit={submit}
    >
      <div className={s.fields}>
        {result ? (
          <MessageBar intent="success" role="status">
            <MessageBarBody>
              <MessageBarTitle>{nombre}</MessageBarTitle>
              {t('enrol.result', { inscritos: formatNumber(result.inscritos), ya: formatNumber(result.yaInscritos) })}
            </MessageBarBody>
          </MessageBar>
        ) : tooMany ? (
          <MessageBar intent="warning">
            <MessageBarBody>{t('enrol.tooMany', { max: formatNumber(MIDB_ENROL_MAX) })}</MessageBarBody>
          </MessageBar>
        ) : (
          <>
            <Field label={t('field.programa')} required validationMessage={fieldError}>
              {(props) => (
                <NativeSelect
                  {...props}
                  value={programaId}
                  disabled={!programas.data}
                  onChange={(e) => {
                    setProgramaId(e.target.value);
                    setFieldError(undefined);
                  }}
                >
                  <option value="">{programas.data ? t('enrol.choose') : t('common.loading')}</option>
                  {options.map((p) => (
                    <option key={p.id} value={p.id}>
                      {p.nombre}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </Field>
            {programas.data && options.length === 0 && <Body1>{t('enrol.noProgramas')}</Body1>}
          </>
        )}
      </div>
    </FormDialog>
  );
}
