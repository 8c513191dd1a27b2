import { Checkbox, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { isApiRequestError, notify } from '@sig/shared';
import { FormDialog, TextArea, apiErrorMessage } from '@sig/shared/staff-ui';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { useMidbT } from '../i18n';
import { links } from '../lib/links';
import { useCreateProgramaMutation, useUpdateProgramaMutation, type Programa } from '../midbApi';

const useStyles = makeStyles({ fields: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM } });

type Errors = Partial<Record<'nombre' | 'descripcion', string>>;

/** A new programme, or a programme's name, description and whether it is active (with the version read). */
export function ProgramaDialog({ open, onClose, programa }: { open: boolean; onClose: () => void; programa?: Programa }) {
  const s = useStyles();
  const { t } = useMidbT();
  const navigate = useNavigate();
  const [create, created] = useCreateProgramaMutation();
  const [update, updated] = useUpdateProgramaMutation();
  const [nombre, setNombre] = useState(programa?.nombre ?? '');
  const [descripcion, setDescripcion] = useState(programa?.descripcion ?? '');
  const [activo, setActivo] = useState(programa?.activo ?? true);
  const [errors, setErrors] = useState<Errors>({});
  const [error, setError] = useState<string | null>(null);
  const [seen, setSeen] = useState(open);
  // each opening starts from the programme as it is now (one read again while open keeps what was typed)
  if (seen !== open) {
    setSeen(open);
    if (open) {
      setNombre(programa?.nombre ?? '');
      setDescripcion(programa?.descripcion ?? '');
      setActivo(programa?.activo ?? true);
      setErrors({});
      setError(null);
    }
  }

  const submit = async () => {
    if (!nombre.trim()) return setErrors({ nombre: t('v.programa.nombre') });
    setError(null);
    try {
      if (programa) {
        const body = {
          ...(nombre.trim() !== programa.nombre && { nombre: nombre.trim() }),
          ...(descripcion.trim() !== programa.descripcion && { descripcion: descripcion.trim() }),
          ...(activo !== programa.activo && { activo }),
        };
        if (Object.keys(body).length) await update({ id: programa.id, body: { ...body, version: programa.version } }).unwrap();
        notify({ message: t('programa.saved'), variant: 'success' });
        onClose();
      } else {
        const made = await create({ nombre: nombre.trim(), descripcion: descripcion.trim() }).unwrap();
        notify({ message: t('programa.created'), variant: 'success' });
        onClose();
        navigate(links.programa(made.id));
      }
    } catch (e) {
      const field = isApiRequestError(e) ? e.errors.map((x) => x.type.split('.')[0]).find((f) => f === 'nombre' || f === 'descripcion') : undefined;
      if (field && isApiRequestError(e)) setErrors({ [field]: e.code === 'validation' ? t(`v.programa.${field}`) : apiErrorMessage(e, t) });
      else setError(apiErrorMessage(e, t));
    }
  };

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={programa ? t('programa.editTitle') : t('programa.newTitle')}
      submitLabel={programa ? t('common.save') : t('programa.create')}
      busy={created.isLoading || updated.isLoading}
      error={error}
      onSubmit={submit}
    >
      <div className={s.fields}>
        <Field label={t('field.nombrePrograma')} required validationMessage={errors.nombre}>
          <Input
            value={nombre}
            maxLength={120}
            onChange={(_, d) => {
              setNombre(d.value);
              setErrors({});
            }}
          />
        </Field>
        <Field label={t('field.descripcion')} validationMessage={errors.descripcion}>
          {(props) => <TextArea {...props} value={descripcion} maxLength={2000} rows={3} onChange={(e) => setDescripcion(e.target.value)} />}
        </Field>
        {programa && <Checkbox label={t('programa.activoLabel')} checked={activo} onChange={(_, d) => setActivo(d.checked === true)} />}
      </div>
    </FormDialog>
  );
}
