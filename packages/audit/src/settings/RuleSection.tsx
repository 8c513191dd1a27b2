import { Button, Field, Input, MessageBar, MessageBarActions, MessageBarBody, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowClockwiseRegular, SaveRegular } from '@fluentui/react-icons';
import { isApiRequestError, notify, type AuditRule, type AuditRuleMode } from '@sig/shared';
import { BusyButton, LoadError, Loading, RadioChoices, Section, apiErrorMessage, formErrors, type FormErrors } from '@sig/shared/staff-ui';
import { useEffect, useId, useState } from 'react';

import { useGuardarReglaMutation, useReglaQuery } from '../auditApi';
import { useAuditT } from '../i18n';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '40rem' },
  percent: { maxWidth: '10rem' },
  note: { color: tokens.colorNeutralForeground2, margin: 0 },
});

const FIELDS = ['modo', 'porcentaje'] as const;

/** The cliente's sampling rule: every closed case, or N % per dependencia and tipo; saved with the version read. */
export function RuleSection() {
  const { t } = useAuditT();
  const regla = useReglaQuery();
  const headingId = useId();
  return (
    <Section labelledBy={headingId}>
      <Subtitle2 as="h2" id={headingId}>
        {t('settings.rule.title')}
      </Subtitle2>
      {regla.isError ? (
        <LoadError message={apiErrorMessage(regla.error, t)} onRetry={() => void regla.refetch()} />
      ) : !regla.data ? (
        <Loading />
      ) : (
        <RuleForm rule={regla.data} onReload={() => void regla.refetch()} />
      )}
    </Section>
  );
}

function RuleForm({ rule, onReload }: { rule: AuditRule; onReload: () => void }) {
  const s = useStyles();
  const { t } = useAuditT();
  const [modo, setModo] = useState<AuditRuleMode>(rule.modo);
  const [porcentaje, setPorcentaje] = useState(String(rule.porcentaje));
  const [errors, setErrors] = useState<FormErrors | null>(null);
  const [stale, setStale] = useState(false);
  const [save, saving] = useGuardarReglaMutation();

  // a reload (after a 409) shows what the other person saved
  useEffect(() => {
    setModo(rule.modo);
    setPorcentaje(String(rule.porcentaje));
    setStale(false);
    setErrors(null);
  }, [rule]);

  const n = Number(porcentaje);
  const percentWrong = modo === 'porcentaje' && !(Number.isInteger(n) && n >= 1 && n <= 100);

  const submit = async () => {
    if (percentWrong) return;
    setErrors(null);
    const res = await save({ modo, ...(modo === 'porcentaje' && { porcentaje: n }), version: rule.version });
    if ('error' in res) {
      if (isApiRequestError(res.error) && res.error.code === 'auditoria.stale_rule') setStale(true);
      else setErrors(formErrors(res.error, FIELDS, t));
      return;
    }
    notify({ message: t('settings.rule.saved'), variant: 'success' });
    onReload();
  };

  return (
    <form
      className={s.form}
      noValidate
      aria-label={t('settings.rule.title')}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Field label={t('settings.rule.mode')} validationMessage={errors?.fields.modo}>
        {(field) => (
          <RadioChoices<AuditRuleMode>
            {...field}
            value={modo}
            onChange={setModo}
            options={[
              { value: 'todos', label: t('settings.rule.todos') },
              { value: 'porcentaje', label: t('settings.rule.porcentaje') },
            ]}
          />
        )}
      </Field>
      {modo === 'porcentaje' && (
        <Field
          className={s.percent}
          label={t('settings.rule.percent')}
          required
          validationMessage={(percentWrong ? t('settings.rule.percentRange') : undefined) ?? errors?.fields.porcentaje}
        >
          <Input type="number" min={1} max={100} step={1} inputMode="numeric" value={porcentaje} contentAfter="%" onChange={(_, d) => setPorcentaje(d.value)} />
        </Field>
      )}
      <p className={s.note}>{t('settings.rule.citizen')}</p>
      {stale && (
        <MessageBar intent="warning">
          <MessageBarBody>{t('error.auditoria.stale_rule')}</MessageBarBody>
          <MessageBarActions>
            <Button icon={<ArrowClockwiseRegular />} onClick={onReload}>
              {t('settings.reload')}
            </Button>
          </MessageBarActions>
        </MessageBar>
      )}
      {errors?.general && (
        <MessageBar intent="error">
          <MessageBarBody>{errors.general}</MessageBarBody>
        </MessageBar>
      )}
      <div>
        <BusyButton type="submit" appearance="primary" icon={<SaveRegular />} busy={saving.isLoading} disabled={percentWrong || stale}>
          {t('settings.rule.save')}
        </BusyButton>
      </div>
    </form>
  );
}
