import { Badge, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { UserText } from '@sig/shared';
import { Section, formatDateTime } from '@sig/shared/staff-ui';
import { useId } from 'react';

import type { AuditCase } from '../contract';
import { useAuditT } from '../i18n';

const useStyles = makeStyles({
  dl: { display: 'grid', gridTemplateColumns: 'minmax(110px, max-content) 1fr', gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalM}`, margin: 0 },
  dt: { color: tokens.colorNeutralForeground3 },
  dd: { margin: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' },
  head: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
});

/** What the auditor checks against: the case as it was closed, and the citizen's "not fixed" when there is one. */
export function CaseSummary({ caso }: { caso: AuditCase }) {
  const s = useStyles();
  const { t } = useAuditT();
  const id = useId();
  const rows: [string, string | null][] = [
    [t('field.tipo'), `${t(`kind.${caso.tipo}`)} · ${caso.tipoCaso.nombre}`],
    [t('field.dependencia'), caso.dependencia?.nombre ?? null],
    [t('field.direccion'), caso.direccion || null],
    [t('field.descripcion'), caso.descripcion || null],
    [t('field.respuesta'), caso.respuesta || null],
    [t('field.closedAt'), formatDateTime(caso.closedAt)],
    [t('field.comentarioCiudadano'), caso.comentarioCiudadano || null],
  ];
  return (
    <Section labelledBy={id}>
      <div className={s.head}>
        <Subtitle2 as="h2" id={id}>
          {t('form.case', { folio: caso.folio })}
        </Subtitle2>
        {caso.prioridad && (
          <Badge color="danger" appearance="filled">
            {t('queue.priority')}
          </Badge>
        )}
      </div>
      <dl className={s.dl}>
        {rows
          .filter((r): r is [string, string] => r[1] !== null)
          .map(([label, value]) => (
            <div key={label} style={{ display: 'contents' }}>
              <dt className={s.dt}>{label}</dt>
              <dd className={s.dd}>
                <UserText>{value}</UserText>
              </dd>
            </div>
          ))}
      </dl>
    </Section>
  );
}
