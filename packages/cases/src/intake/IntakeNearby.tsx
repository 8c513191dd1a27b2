import { Button, Caption1, MessageBar, MessageBarBody, Spinner, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { errorMessage, notify, type LatLng } from '@sig/shared';
import { useDebounced } from '@sig/shared/staff-ui';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { useNearbyQuery, useSupportMutation } from '../casesApi';
import { NearbyCards } from '../components/NearbyCards';
import { useCasesT } from '../i18n';
import { detailHref } from '../lib/kinds';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  muted: { color: tokens.colorNeutralForeground3 },
});

/**
 * Before filing a reporte (issue 24): the open ones of its tipo near the place chosen, each of which the call
 * may join as one more report ("Sumar apoyo a este") instead of becoming a new case; its page opens then.
 * Nothing shows while there are none.
 */
export function IntakeNearby({ tipoId, ubicacion, contacto, disabled }: { tipoId: string; ubicacion: LatLng; contacto: string; disabled: boolean }) {
  const s = useStyles();
  const { t } = useCasesT();
  const navigate = useNavigate();
  // a location typed digit by digit asks once it settles
  const place = useDebounced(ubicacion);
  const nearby = useNearbyQuery({ tipoId, lat: place.lat, lng: place.lng });
  const [support] = useSupportMutation();
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const items = nearby.data?.items ?? [];
  if (items.length === 0) return null;

  const join = async (id: string, folio: string) => {
    setBusy(id);
    setError(null);
    try {
      const who = contacto.trim();
      await support({ id, body: who ? { comentario: t('nearby.supportComment', { contacto: who }) } : {} }).unwrap();
      notify({ message: t('nearby.supported', { folio }), variant: 'success' });
      navigate(detailHref('reporte', id));
    } catch (e) {
      setError(errorMessage(e));
      setBusy(null);
    }
  };

  return (
    <section className={s.root} aria-labelledby="intake-nearby">
      <Subtitle2 as="h3" id="intake-nearby">
        {t('nearby.intakeTitle')}
      </Subtitle2>
      <Caption1 className={s.muted}>{t('nearby.intakeHint')}</Caption1>
      <NearbyCards
        items={items}
        label={t('nearby.intakeTitle')}
        action={(c) =>
          c.id && (
            <Button disabled={disabled || busy !== null} icon={busy === c.id ? <Spinner size="tiny" /> : undefined} onClick={() => void join(c.id!, c.folio)}>
              {t('nearby.support')}
            </Button>
          )
        }
      />
      {error && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{error}</MessageBarBody>
        </MessageBar>
      )}
    </section>
  );
}
