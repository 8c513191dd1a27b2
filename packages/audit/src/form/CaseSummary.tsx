import { MessageBar, MessageBarBody, MessageBarTitle, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { UserText, type AuditCaseSummary, type AuditCitizenNo } from '@sig/shared';
import { Section, formatDateTime } from '@sig/shared/staff-ui';
import { useId } from 'react';

import { useAuditT } from '../i18n';

const useStyles = makeStyles({
  dl: { display: 'grid', gridTemplateColumns: 'minmax(100px, max-content) 1fr', gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalM}`, margin: 0 },
  dt: { color: tokens.colorNeutralForeground3 },
  dd: { margin: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' },
  head: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
});

/** What the auditor checks against: the case as it was closed (no contact data: the contract gives none). */
export function CaseSummary({ caso, archivos = 0, ciudadano = null }: { caso: AuditCaseSummary; archivos?: number; ciudadano?: AuditCitizenNo | null }) {
  const s = useStyles();
  const { t } = useAuditT();
  const id = useId();
  const rows: [string, string | null][] = [
    [t('field.tipo'), `${t(`kind.${caso.kind}`)} · ${caso.tipo.nombre}`],
    [t('field.estatus'), caso.estatus.nombre],
    [t('field.dependencia'), caso.dependencia?.nombre ?? null],
    [t('field.direccion'), [caso.direccion, caso.colonia?.nombre].filter(Boolean).join(', ') || null],
    [t('field.descripcion'), caso.descripcion || null],
    [t('field.closedAt'), caso.closedAt ? formatDateTime(caso.closedAt) : null],
    [t('field.archivos'), archivos > 0 ? t('field.archivosCount', { count: archivos }) : null],
  ];
  return (
    <Section labelledBy={id}>
      <div className={s.head}>
        <Subtitle2 as="h2" id={id}>
          {t('form.case', { folio: caso.folio })}
        </Subtitle2>
      </div>
      {ciudadano && (
        <MessageBar intent="warning" layout="multiline">
          <MessageBarBody>
            <MessageBarTitle>{t('citizen.title')}</MessageBarTitle>
            {ciudadano.comentario ? <UserText>{`«${ciudadano.comentario}»`}</UserText> : t('citizen.noComment')} <span className={s.dt}>{t('citizen.at', { at: formatDateTime(ciudadano.at) })}</span>
          </MessageBarBody>
        </MessageBar>
      )}
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
