import { Field, Input } from '@fluentui/react-components';
import { NativeSelect } from '@sig/shared/staff-ui';

import { useLogT } from '../i18n';
import { useProgramasQuery } from './listaApi';

/** What a delivery is, in both forms: the programme, the item, the period and the planned day. */
export interface EntregaBase {
  programaId: string;
  articulo: string;
  periodo: string;
  programadaPara: string;
}

export const baseFieldNames = ['programaId', 'articulo', 'periodo', 'programadaPara'] as const;

/** The fields a form leaves empty that the server needs. */
export function missingBase(v: EntregaBase): string[] {
  return (['programaId', 'articulo', 'periodo'] as const).filter((k) => !v[k].trim());
}

/** The body's part these fields fill. */
export const baseBody = (v: EntregaBase) => ({ programaId: v.programaId, articulo: v.articulo.trim(), periodo: v.periodo, programadaPara: v.programadaPara || null });

export function EntregaBaseFields({ value, onChange, errors }: { value: EntregaBase; onChange: (patch: Partial<EntregaBase>) => void; errors: Record<string, string> }) {
  const { t } = useLogT();
  const programas = useProgramasQuery();
  const activos = (programas.data?.items ?? []).filter((p) => p.activo);
  const err = (k: string) => ({ validationMessage: errors[k], validationState: errors[k] ? ('error' as const) : undefined });
  return (
    <>
      <Field label={t('form.programa')} required {...err('programaId')} hint={programas.isError ? t('form.programasFailed') : undefined}>
        {(props) => (
          <NativeSelect {...props} value={value.programaId} disabled={!programas.data} onChange={(e) => onChange({ programaId: e.target.value })}>
            <option value="">{programas.data ? t('form.choose') : t('form.loading')}</option>
            {activos.map((p) => (
              <option key={p.id} value={p.id}>
                {p.nombre}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
      <Field label={t('form.articulo')} required hint={t('form.articuloHint')} {...err('articulo')}>
        <Input value={value.articulo} maxLength={120} onChange={(_, d) => onChange({ articulo: d.value })} />
      </Field>
      <Field label={t('form.periodo')} required hint={t('form.periodoHint')} {...err('periodo')}>
        <Input type="month" value={value.periodo} onChange={(_, d) => onChange({ periodo: d.value })} />
      </Field>
      <Field label={t('form.programadaPara')} {...err('programadaPara')}>
        <Input type="date" value={value.programadaPara} onChange={(_, d) => onChange({ programadaPara: d.value })} />
      </Field>
    </>
  );
}
