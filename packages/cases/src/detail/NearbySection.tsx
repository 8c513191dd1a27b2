import { Button, Caption1, Subtitle1, makeStyles, tokens } from '@fluentui/react-components';
import type { CaseDetail } from '@sig/shared';
import { Loading, Section } from '@sig/shared/staff-ui';
import { useState } from 'react';

import { useNearbyQuery } from '../casesApi';
import { NearbyCards } from '../components/NearbyCards';
import { useCasesT } from '../i18n';
import type { Act } from './CaseActions';
import { DuplicateDialog } from './DuplicateDialog';

const useStyles = makeStyles({
  head: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalS },
  muted: { color: tokens.colorNeutralForeground3 },
});

/**
 * An open reporte's neighbours (issue 24): open reportes of its tipo near it (the nearby query is skipped for a closed one), and, for an editor, marking
 * this one a duplicate of one of them (or of a folio typed). Without a location only the marking is offered.
 */
export function NearbySection({ detail, canEdit, act }: { detail: CaseDetail; canEdit: boolean; act: Act }) {
  const s = useStyles();
  const { t } = useCasesT();
  const closed = detail.estatus.final || detail.closedAt !== null;
  const place = closed ? null : detail.ubicacion;
  const nearby = useNearbyQuery(place ? { tipoId: detail.tipo.id, lat: place.lat, lng: place.lng, excluir: detail.id } : { tipoId: '', lat: 0, lng: 0 }, { skip: !place });
  // a new round each opening: the dialog starts empty, and is closed through its open prop, never unmounted open
  const [marking, setMarking] = useState({ open: false, round: 0 });
  const canMark = !closed && canEdit && detail.cierres.length > 0;
  const items = nearby.data?.items ?? [];
  const dialog = marking.round > 0 && (
    <DuplicateDialog key={marking.round} open={marking.open} detail={detail} nearby={items} act={act} onClose={() => setMarking((m) => ({ ...m, open: false }))} />
  );
  // a marked duplicate is closed at once: the section goes, its dialog stays mounted until it has closed
  if (!place && !canMark) return dialog || null;

  return (
    <Section labelledBy="case-nearby">
      <div className={s.head}>
        <Subtitle1 as="h2" id="case-nearby">
          {t('nearby.title')}
        </Subtitle1>
        {canMark && <Button onClick={() => setMarking((m) => ({ open: true, round: m.round + 1 }))}>{t('dup.mark')}</Button>}
      </div>
      {!place ? (
        <Caption1 className={s.muted}>{t('nearby.noPlace')}</Caption1>
      ) : nearby.isLoading ? (
        <Loading />
      ) : nearby.isError ? (
        <Caption1 className={s.muted}>{t('nearby.failed')}</Caption1>
      ) : items.length === 0 ? (
        <Caption1 className={s.muted}>{t('nearby.none', { m: nearby.data?.radioM ?? 0, days: nearby.data?.dias ?? 0 })}</Caption1>
      ) : (
        <NearbyCards items={items} label={t('nearby.title')} />
      )}
      {dialog}
    </Section>
  );
}
