import { makeStyles, tokens } from '@fluentui/react-components';
import { FormDialog, formErrors } from '@sig/shared/staff-ui';
import { type ReactNode, useState } from 'react';

import { useCatalogsT } from '../i18n';
import { FieldInput } from './FieldInput';
import { initialValues, toBody, type FieldSpec, type FormValue, type FormValues } from './fields';

const WIDE = new Set(['textarea', 'polygon', 'checkboxes', 'latlng']);

const useStyles = makeStyles({
  // Wide enough for a map field beside the others; on a phone every pixel of width goes to the form.
  surface: {
    maxWidth: '720px',
    width: 'calc(100vw - 32px)',
    '@media (max-width: 480px)': { width: '100%', maxWidth: '100%', borderRadius: 0, paddingInline: tokens.spacingHorizontalL },
  },
  form: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
    gap: tokens.spacingVerticalM,
    columnGap: tokens.spacingHorizontalL,
    alignItems: 'start',
  },
  wide: { gridColumn: '1 / -1' },
});

/** Creates (item null) or edits one row of a catalogue; field errors of the server stay under their field. */
export function CatalogFormDialog({
  title,
  fields,
  item,
  note,
  onSubmit,
  onClose,
}: {
  title: string;
  fields: FieldSpec[];
  item: Record<string, unknown> | null;
  /** A remark shown above the fields. */
  note?: ReactNode;
  onSubmit: (body: Record<string, unknown>) => Promise<unknown>;
  onClose: () => void;
}) {
  const s = useStyles();
  const { t } = useCatalogsT();
  const [values, setValues] = useState<FormValues>(() => initialValues(fields, item));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [general, setGeneral] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const set = (name: string, v: FormValue) => {
    setValues((old) => ({ ...old, [name]: v }));
    setErrors(({ [name]: _dropped, ...rest }) => rest);
  };
  const submit = async () => {
    setGeneral(null);
    const built = toBody(fields, values, t);
    if ('errors' in built) {
      setErrors(built.errors);
      return;
    }
    setBusy(true);
    try {
      await onSubmit(built.body);
      setBusy(false);
    } catch (err) {
      const split = formErrors(err, fields.map((f) => f.name), t);
      setErrors(split.fields);
      setGeneral(split.general);
      setBusy(false);
    }
  };

  return (
    <FormDialog
      open
      onClose={onClose}
      surfaceClassName={s.surface}
      title={title}
      submitLabel={item ? t('common.save') : t('common.create')}
      busy={busy}
      error={general}
      onSubmit={submit}
    >
      {note}
      <div className={s.form}>
        {fields.map((f) => (
          <div key={f.name} className={WIDE.has(f.kind) ? s.wide : undefined}>
            <FieldInput spec={f} value={values[f.name]} error={errors[f.name]} onChange={(v) => set(f.name, v)} />
          </div>
        ))}
      </div>
    </FormDialog>
  );
}
