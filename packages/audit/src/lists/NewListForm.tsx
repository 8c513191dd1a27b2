import { Button, Caption1, Checkbox, Field, Label, Input, MessageBar, MessageBarBody, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { AUDIT_PAGE_SIZE_MAX, UserText, type AuditWorkListBody } from '@sig/shared';
import { BusyButton, NativeSelect, RadioChoices, Section, formErrors } from '@sig/shared/staff-ui';
import { useId, useState } from 'react';

import { useCatalogoQuery, useColaQuery, useCrearListaMutation } from '../auditApi';
import { useAuditT } from '../i18n';
import { useAuditorOptions } from './useAuditorOptions';

const useStyles = makeStyles({
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))', gap: tokens.spacingHorizontalM },
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, maxHeight: '280px', overflowY: 'auto' },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  error: { color: tokens.colorPaletteRedForeground1 },
});

const FIELDS = ['nombre', 'auditorId', 'filtro', 'casos'] as const;
type Filtro = { kind: string; zonaId: string; dependenciaId: string; desde: string; hasta: string };

/** The supervisor builds a work list from a filter (zona, dependencia, dates) or from chosen cases of the queue. */
export function NewListForm({ onClose }: { onClose: () => void }) {
  const s = useStyles();
  const { t } = useAuditT();
  const headingId = useId();
  const pickId = useId();
  const [nombre, setNombre] = useState('');
  const [auditorId, setAuditorId] = useState('');
  const [mode, setMode] = useState<'filtro' | 'seleccion'>('filtro');
  const [filtro, setFiltro] = useState<Filtro>({ kind: '', zonaId: '', dependenciaId: '', desde: '', hasta: '' });
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [tried, setTried] = useState(false);
  const auditores = useAuditorOptions();
  const zonas = useCatalogoQuery('zonas');
  const deps = useCatalogoQuery('dependencias');
  const cola = useColaQuery({ page: '1', pageSize: String(AUDIT_PAGE_SIZE_MAX) }, { skip: mode !== 'seleccion' });
  const [crear, crearState] = useCrearListaMutation();
  const errors = crearState.error ? formErrors(crearState.error, FIELDS, t) : null;

  const body = (): AuditWorkListBody => {
    const base = { nombre: nombre.trim(), auditorId };
    if (mode === 'seleccion') return { ...base, casos: [...chosen] };
    return { ...base, filtro: Object.fromEntries(Object.entries(filtro).filter(([, v]) => v)) as AuditWorkListBody['filtro'] };
  };

  const save = async () => {
    setTried(true);
    if (!nombre.trim() || !auditorId || (mode === 'seleccion' && chosen.size === 0)) return;
    const r = await crear(body());
    if ('data' in r) onClose();
  };

  const pick = (id: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(id);
    else next.delete(id);
    setChosen(next);
  };
  const set = (k: keyof Filtro) => (v: string) => setFiltro({ ...filtro, [k]: v });

  return (
    <Section labelledBy={headingId}>
      <Subtitle2 as="h2" id={headingId}>
        {t('lists.new')}
      </Subtitle2>
      <div className={s.grid}>
        <Field label={t('lists.nombre')} required validationMessage={(tried && !nombre.trim() ? t('lists.required') : undefined) ?? errors?.fields.nombre}>
          <Input value={nombre} maxLength={120} onChange={(_, d) => setNombre(d.value)} />
        </Field>
        <Field label={t('lists.auditor')} required validationMessage={(tried && !auditorId ? t('lists.required') : undefined) ?? errors?.fields.auditorId}>
          {(field) => (
          <NativeSelect {...field} value={auditorId} onChange={(e) => setAuditorId(e.target.value)}>
            <option value="">{t('lists.chooseAuditor')}</option>
            {auditores.map((a) => (
              <option key={a.id} value={a.id}>
                {a.nombre}
              </option>
            ))}
          </NativeSelect>
        )}
        </Field>
      </div>
      <RadioChoices<'filtro' | 'seleccion'>
        layout="horizontal"
        value={mode}
        onChange={setMode}
        aria-label={t('lists.mode')}
        options={[
          { value: 'filtro', label: t('lists.byFilter') },
          { value: 'seleccion', label: t('lists.bySelection') },
        ]}
      />
      {mode === 'filtro' ? (
        <div className={s.grid}>
          <Field label={t('filter.tipo')}>
            {(field) => (
            <NativeSelect {...field} value={filtro.kind} onChange={(e) => set('kind')(e.target.value)}>
              <option value="">{t('filter.all')}</option>
              <option value="reporte">{t('kind.reporte')}</option>
              <option value="solicitud">{t('kind.solicitud')}</option>
            </NativeSelect>
          )}
          </Field>
          <Field label={t('filter.zona')}>
            {(field) => (
            <NativeSelect {...field} value={filtro.zonaId} onChange={(e) => set('zonaId')(e.target.value)}>
              <option value="">{t('filter.allFem')}</option>
              {zonas.data?.items.map((z) => (
                <option key={z.id} value={z.id}>
                  {z.nombre}
                </option>
              ))}
            </NativeSelect>
          )}
          </Field>
          <Field label={t('filter.dependencia')}>
            {(field) => (
            <NativeSelect {...field} value={filtro.dependenciaId} onChange={(e) => set('dependenciaId')(e.target.value)}>
              <option value="">{t('filter.allFem')}</option>
              {deps.data?.items.map((d) => (
                <option key={d.id} value={d.id}>
                  {d.nombre}
                </option>
              ))}
            </NativeSelect>
          )}
          </Field>
          <Field label={t('filter.desde')}>
            <Input type="date" value={filtro.desde} onChange={(_, d) => set('desde')(d.value)} />
          </Field>
          <Field label={t('filter.hasta')}>
            <Input type="date" value={filtro.hasta} onChange={(_, d) => set('hasta')(d.value)} />
          </Field>
        </div>
      ) : (
        // not a Field: it would give its one control id to every checkbox
        <div role="group" aria-labelledby={pickId}>
          <Label id={pickId}>{t('lists.pick')}</Label>
          <div className={s.list}>
            {cola.data?.items.length === 0 && <span>{t('queue.empty')}</span>}
            {cola.data?.items.map((c) => (
              <Checkbox
                key={c.id}
                checked={chosen.has(c.id)}
                onChange={(_, d) => pick(c.id, d.checked === true)}
                label={
                  <>
                    {c.folio} · <UserText>{c.direccion || c.tipo.nombre}</UserText>
                  </>
                }
              />
            ))}
          </div>
          {((tried && chosen.size === 0) || errors?.fields.casos) && (
            <Caption1 role="alert" className={s.error}>
              {tried && chosen.size === 0 ? t('lists.pickOne') : errors?.fields.casos}
            </Caption1>
          )}
        </div>
      )}
      {errors?.general && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{errors.general}</MessageBarBody>
        </MessageBar>
      )}
      <div className={s.actions}>
        <BusyButton appearance="primary" busy={crearState.isLoading} onClick={() => void save()}>
          {t('lists.create')}
        </BusyButton>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
      </div>
    </Section>
  );
}
