import { Badge, Button, Caption1, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { useOnline } from '@sig/shared/field';
import { LOG_FIELD, RouterLink, Section, formatDateTime } from '@sig/shared/staff-ui';
import { useId, useState } from 'react';

import { useLogT } from '../i18n';
import { useMisEntregasQuery } from './envioApi';
import { useEnvioKit, useEnvioWork, useOfflineMisEntregas } from './fieldWork';

const useStyles = makeStyles({
  list: { margin: 0, padding: 0, listStyleType: 'none', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  item: { display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: tokens.spacingHorizontalS, minWidth: 0 },
  where: { color: tokens.colorNeutralForeground3, overflowWrap: 'anywhere' },
});

const ENVIO = '/logistica/envio/';
/** A full route would push the list below the fold: the first ones, and the rest on request. */
export const MIS_FIRST = 8;

/**
 * The repartidor's own open deliveries on top of the list, from the server when it answers and from the phone's
 * copy when it does not: offline, this is how they go from one door to the next. Work recorded on the phone and not
 * yet sent is marked. Nothing shows for someone with no delivery assigned.
 */
export function MisEntregas() {
  const s = useStyles();
  const { t } = useLogT();
  const titleId = useId();
  const [all, setAll] = useState(false);
  const online = useOnline();
  const { kit } = useEnvioKit();
  const mine = useMisEntregasQuery();
  const mis = useOfflineMisEntregas(kit, mine, mine.isError || !online);
  const work = useEnvioWork(kit);
  const items = mis.data?.items ?? [];
  if (items.length === 0) return null;
  const local = new Map(work.filter((w) => w.state === 'pending').map((w) => [w.payload.entregaId, w.kind === LOG_FIELD.prueba ? 'entregada' : 'fallida'] as const));
  const porHacer = items.filter((e) => !local.has(e.id)).length;
  // what is still to do first (the recorded ones wait for the connection, they need no visit)
  const ordered = [...items.filter((e) => !local.has(e.id)), ...items.filter((e) => local.has(e.id))];
  const shown = all ? ordered : ordered.slice(0, MIS_FIRST);
  return (
    <Section labelledBy={titleId}>
      <Subtitle2 as="h2" id={titleId}>
        {t('mis.title', { n: porHacer })}
      </Subtitle2>
      {mis.savedAt !== null && <Caption1>{t('mis.saved', { at: formatDateTime(new Date(mis.savedAt).toISOString()) })}</Caption1>}
      <ul className={s.list}>
        {shown.map((e) => {
          const done = local.get(e.id);
          return (
            <li key={e.id} className={s.item}>
              <RouterLink href={`${ENVIO}${encodeURIComponent(e.id)}`}>{e.folio}</RouterLink>
              <span>{e.habitante.nombreCompleto}</span>
              <span className={s.where}>{[e.habitante.direccion, e.habitante.colonia?.nombre].filter(Boolean).join(', ')}</span>
              {done ? <Badge appearance="tint" color="warning">{t(`envio.local.badge.${done}`)}</Badge> : <Badge appearance="outline">{t(`estado.${e.estado}`)}</Badge>}
            </li>
          );
        })}
      </ul>
      {shown.length < ordered.length && (
        <div>
          <Button appearance="subtle" onClick={() => setAll(true)}>
            {t('mis.more', { n: ordered.length - shown.length })}
          </Button>
        </div>
      )}
    </Section>
  );
}
