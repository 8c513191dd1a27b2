import { Caption1, Checkbox, Field, Input, Switch, makeStyles, tokens } from '@fluentui/react-components';
import { SearchRegular } from '@fluentui/react-icons';
import { isApiRequestError, type LogRepartidor } from '@sig/shared';
import { CheckboxGroup, FormDialog, RadioChoices, apiErrorMessage, formErrors, useDebounced } from '@sig/shared/staff-ui';
import { useState } from 'react';

import { useLogT } from '../i18n';
import { useCatalogoQuery } from '../lista/listaApi';
import { useCandidatosQuery, useGuardarRepartidorMutation } from './usuariosApi';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  zonas: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', columnGap: tokens.spacingHorizontalM },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** The staff users who may be registered (they hold a Logística permission and are not delivery staff yet). */
function CandidatoPicker({ value, onChange, error }: { value: string; onChange: (id: string) => void; error?: string }) {
  const s = useStyles();
  const { t } = useLogT();
  const [q, setQ] = useState('');
  const settled = useDebounced(q.trim());
  const found = useCandidatosQuery(settled);
  const items = found.data?.items ?? [];
  return (
    <>
      <Field label={t('usuarios.buscar')} hint={t('usuarios.buscarHint')} required validationMessage={error} validationState={error ? 'error' : undefined}>
        <Input type="search" contentBefore={<SearchRegular />} value={q} maxLength={120} onChange={(_, d) => setQ(d.value)} />
      </Field>
      {found.isError ? (
        <Caption1 role="alert">{apiErrorMessage(found.error, t)}</Caption1>
      ) : !found.data ? null : items.length === 0 ? (
        <Caption1 className={s.muted}>{t('usuarios.sinCandidatos')}</Caption1>
      ) : (
        <RadioChoices aria-label={t('usuarios.persona')} value={value} onChange={onChange} options={items.map((u) => ({ value: u.id, label: `${u.displayName} · ${u.email}` }))} />
      )}
    </>
  );
}

/**
 * Registers a user as delivery staff (`repartidor` null) or changes one's zonas and whether they are active, with
 * the version read; when someone else saved first (409) the form takes their current values and says so.
 */
export function RepartidorDialog({ repartidor, open, onClose, onDone }: { repartidor: LogRepartidor | null; open: boolean; onClose: () => void; onDone: (message: string) => void }) {
  const s = useStyles();
  const { t } = useLogT();
  const zonas = useCatalogoQuery('zonas');
  const [guardar, r] = useGuardarRepartidorMutation();
  const [userId, setUserId] = useState('');
  const [zonaIds, setZonaIds] = useState<string[]>(() => repartidor?.zonas.map((z) => z.id) ?? []);
  const [activo, setActivo] = useState(repartidor?.activo ?? true);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [general, setGeneral] = useState<string | null>(null);
  // the version the form's values came from: a newer one (read again after a 409) replaces them
  const [seen, setSeen] = useState(repartidor?.version ?? 0);
  if (repartidor && repartidor.version !== seen) {
    setSeen(repartidor.version);
    setZonaIds(repartidor.zonas.map((z) => z.id));
    setActivo(repartidor.activo);
  }

  const options = [...(zonas.data?.items ?? [])];
  // a zona the repartidor has that is no longer active still shows, so it can be taken away
  for (const z of repartidor?.zonas ?? []) if (!options.some((o) => o.id === z.id)) options.push(z);

  const submit = async () => {
    const id = repartidor?.usuario.id ?? userId;
    if (!id) {
      setErrors({ userId: t('form.required') });
      return;
    }
    setErrors({});
    setGeneral(null);
    const res = await guardar({ userId: id, body: { zonaIds, activo, version: repartidor?.version ?? 0 } });
    if ('error' in res) {
      if (isApiRequestError(res.error) && res.error.code === 'logistica.stale') return setGeneral(t('usuarios.stale'));
      const fe = formErrors(res.error, ['zonaIds', 'userId'], t);
      setErrors(fe.fields);
      setGeneral(fe.general);
      return;
    }
    onDone(t(repartidor ? 'usuarios.guardado' : 'usuarios.agregado', { nombre: res.data.usuario.displayName }));
    onClose();
  };

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={repartidor ? t('usuarios.editar', { nombre: repartidor.usuario.displayName }) : t('usuarios.agregar')}
      intro={repartidor ? undefined : t('usuarios.agregarIntro')}
      submitLabel={t('usuarios.guardar')}
      busy={r.isLoading}
      error={general}
      onSubmit={submit}
      contentClassName={s.content}
    >
      {!repartidor && <CandidatoPicker value={userId} onChange={setUserId} error={errors.userId} />}
      <CheckboxGroup label={t('usuarios.zonas')} hint={t('usuarios.zonasHint')} error={errors.zonaIds ?? (zonas.isError ? apiErrorMessage(zonas.error, t) : null)} className={s.zonas}>
        {options.map((z) => (
          <Checkbox
            key={z.id}
            label={z.nombre}
            checked={zonaIds.includes(z.id)}
            onChange={(_, d) => setZonaIds((ids) => (d.checked === true ? [...ids, z.id] : ids.filter((x) => x !== z.id)))}
          />
        ))}
        {zonas.data && options.length === 0 && <Caption1 className={s.muted}>{t('usuarios.sinZonas')}</Caption1>}
      </CheckboxGroup>
      <Switch checked={activo} onChange={(_, d) => setActivo(d.checked)} label={t('usuarios.activo')} />
    </FormDialog>
  );
}
