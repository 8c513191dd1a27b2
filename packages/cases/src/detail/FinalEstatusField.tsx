import { Field } from '@fluentui/react-components';
import type { EstatusRef } from '@sig/shared';
import { NativeSelect } from '@sig/shared/staff-ui';

import { useCasesT } from '../i18n';

/** The final estatus a closing ends in, among those the case can reach (`detail.cierres`). */
export function FinalEstatusField({ cierres, value, onChange, missing = false, className }: { cierres: EstatusRef[]; value: string; onChange: (id: string) => void; missing?: boolean; className?: string }) {
  const { t } = useCasesT();
  return (
    <Field label={t('action.closeEstatus')} required validationMessage={missing ? t('v.required') : undefined}>
      {(props) => (
        <NativeSelect {...props} className={className} value={value} onChange={(e) => onChange(e.target.value)}>
          {cierres.map((x) => (
            <option key={x.id} value={x.id}>
              {x.nombre}
            </option>
          ))}
        </NativeSelect>
      )}
    </Field>
  );
}
