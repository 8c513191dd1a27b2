import { Field } from '@fluentui/react-components';
import { NativeSelect } from '@sig/shared/staff-ui';

import { useLogT } from '../i18n';

export interface Option {
  value: string;
  label: string;
}

/** A filter's select: "all" first; an id the options lack (inactive since, or still loading) still shows as chosen. */
export function OptionSelect({ label, value, options, loaded, onChange, className }: { label: string; value: string; options: Option[]; loaded: boolean; onChange: (value: string) => void; className?: string }) {
  const { t } = useLogT();
  return (
    <Field label={label}>
      {(props) => (
        <NativeSelect {...props} className={className} value={value} onChange={(e) => onChange(e.target.value)}>
          <option value="">{t('lista.all')}</option>
          {value && !options.some((o) => o.value === value) && <option value={value}>{loaded ? t('lista.unknownOption') : '…'}</option>}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect>
      )}
    </Field>
  );
}

/** Catalogue rows or programmes as options. */
export const optionsOf = (items: readonly { id: string; nombre: string }[] | undefined): Option[] => (items ?? []).map((i) => ({ value: i.id, label: i.nombre }));
