import { Button, Caption1Strong, Field, MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { DismissRegular, PersonArrowRightRegular } from '@fluentui/react-icons';
import { BusyButton, NativeSelect, apiErrorMessage, formatNumber } from '@sig/shared/staff-ui';
import { useState } from 'react';

import { useLogT } from '../i18n';
import { useRepartidoresQuery } from '../usuarios/usuariosApi';
import { useAsignarMutation } from './listaApi';

const useStyles = makeStyles({
  bar: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    gap: tokens.spacingHorizontalM,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorBrandBackground2,
  },
  count: { alignSelf: 'center' },
});

const POR_ZONA = '__zona';
const QUITAR = '__ninguno';

/** The chosen rows go to one repartidor, to each one's zona, or back to nobody; the server's count is shown. */
export function AsignarBar({ ids, onDone, onClear }: { ids: string[]; onDone: (message: string) => void; onClear: () => void }) {
  const s = useStyles();
  const { t } = useLogT();
  const repartidores = useRepartidoresQuery();
  const [asignar, r] = useAsignarMutation();
  const [to, setTo] = useState(POR_ZONA);
  const [error, setError] = useState<string | null>(null);
  const activos = (repartidores.data?.items ?? []).filter((x) => x.activo);

  const run = async () => {
    setError(null);
    const destino = to === POR_ZONA ? ({ modo: 'porZona' } as const) : ({ modo: 'repartidor', repartidorId: to === QUITAR ? null : to } as const);
    const res = await asignar({ ids, destino });
    if ('error' in res) return setError(apiErrorMessage(res.error, t));
    const { asignadas, sinRepartidor, cerradas } = res.data;
    const parts = [t('lista.asignadas', { count: asignadas, n: formatNumber(asignadas) })];
    if (sinRepartidor > 0) parts.push(t('lista.sinRepartidor', { n: formatNumber(sinRepartidor) }));
    if (cerradas > 0) parts.push(t('lista.cerradas', { n: formatNumber(cerradas) }));
    onDone(parts.join(' · '));
  };

  return (
    <>
      <div className={s.bar} role="group" aria-label={t('lista.asignar')}>
        <Caption1Strong className={s.count} aria-live="polite">
          {t('lista.elegidas', { count: ids.length, n: formatNumber(ids.length) })}
        </Caption1Strong>
        <Field label={t('lista.asignarA')}>
          {(props) => (
            <NativeSelect {...props} value={to} onChange={(e) => setTo(e.target.value)}>
              <option value={POR_ZONA}>{t('lista.porZona')}</option>
              {activos.map((x) => (
                <option key={x.usuario.id} value={x.usuario.id}>
                  {x.usuario.displayName}
                </option>
              ))}
              <option value={QUITAR}>{t('lista.quitarRepartidor')}</option>
            </NativeSelect>
          )}
        </Field>
        <BusyButton appearance="primary" icon={<PersonArrowRightRegular />} busy={r.isLoading} onClick={() => void run()}>
          {t('lista.asignar')}
        </BusyButton>
        <Button appearance="subtle" icon={<DismissRegular />} onClick={onClear}>
          {t('lista.deselect')}
        </Button>
      </div>
      {error && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{error}</MessageBarBody>
        </MessageBar>
      )}
    </>
  );
}
