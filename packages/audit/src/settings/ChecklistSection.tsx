import { Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { type AuditChecklist, type ColorRef } from '@sig/shared';
import { LoadError, Loading, NativeSelect, Section, apiErrorMessage } from '@sig/shared/staff-ui';
import { useId, useState } from 'react';

import { useChecklistsQuery, useTiposQuery } from '../auditApi';
import { useAuditT } from '../i18n';
import { ChecklistEditor } from './ChecklistEditor';

const useStyles = makeStyles({
  field: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, maxWidth: '24rem', marginBlockEnd: tokens.spacingVerticalM },
});

/** Pick a tipo (reporte or solicitud) and edit the checklist its audits answer. */
export function ChecklistSection() {
  const s = useStyles();
  const { t } = useAuditT();
  const headingId = useId();
  const pickId = useId();
  const checklists = useChecklistsQuery();
  const reportes = useTiposQuery('reporte');
  const solicitudes = useTiposQuery('solicitud');
  const [tipoId, setTipoId] = useState('');

  const byTipo = new Map((checklists.data?.items ?? []).map((c) => [c.tipo.id, c]));
  const known = new Set([...(reportes.data?.items ?? []), ...(solicitudes.data?.items ?? [])].map((x) => x.id));
  // a tipo switched off keeps its checklist: still offered, so it can be read and changed
  const others = (checklists.data?.items ?? []).filter((c) => !known.has(c.tipo.id));
  const tipoOf = (id: string): ColorRef | undefined =>
    byTipo.get(id)?.tipo ?? [...(reportes.data?.items ?? []), ...(solicitudes.data?.items ?? [])].find((x) => x.id === id);
  const tipo = tipoId ? tipoOf(tipoId) : undefined;
  const current: AuditChecklist | undefined = tipo && (byTipo.get(tipo.id) ?? { tipo: { id: tipo.id, nombre: tipo.nombre, color: tipo.color }, items: [], version: 0, updatedAt: null });
  const failed = checklists.error ?? reportes.error ?? solicitudes.error;

  return (
    <Section labelledBy={headingId}>
      <Subtitle2 as="h2" id={headingId}>
        {t('settings.checklist.title')}
      </Subtitle2>
      {failed ? (
        <LoadError
          message={apiErrorMessage(failed, t)}
          onRetry={() => {
            void checklists.refetch();
            void reportes.refetch();
            void solicitudes.refetch();
          }}
        />
      ) : !checklists.data || !reportes.data || !solicitudes.data ? (
        <Loading />
      ) : (
        <>
          <div className={s.field}>
            <label htmlFor={pickId}>{t('settings.checklist.tipo')}</label>
            <NativeSelect id={pickId} value={tipoId} onChange={(e) => setTipoId(e.target.value)}>
              <option value="">{t('settings.checklist.chooseTipo')}</option>
              <TipoGroup label={t('kind.reporte')} tipos={reportes.data.items} byTipo={byTipo} />
              <TipoGroup label={t('kind.solicitud')} tipos={solicitudes.data.items} byTipo={byTipo} />
              {others.length > 0 && <TipoGroup label={t('settings.checklist.inactive')} tipos={others.map((c) => c.tipo)} byTipo={byTipo} />}
            </NativeSelect>
          </div>
          {current && <ChecklistEditor key={`${current.tipo.id}:${current.version}`} checklist={current} onReload={() => void checklists.refetch()} />}
        </>
      )}
    </Section>
  );
}

function TipoGroup({ label, tipos, byTipo }: { label: string; tipos: readonly { id: string; nombre: string }[]; byTipo: Map<string, AuditChecklist> }) {
  const { t } = useAuditT();
  if (tipos.length === 0) return null;
  return (
    <optgroup label={label}>
      {tipos.map((x) => (
        <option key={x.id} value={x.id}>
          {x.nombre}
          {byTipo.get(x.id)?.items.length ? ` (${t('settings.checklist.count', { count: byTipo.get(x.id)!.items.length })})` : ''}
        </option>
      ))}
    </optgroup>
  );
}
