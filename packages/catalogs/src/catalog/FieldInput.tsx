import { Checkbox, Field, Input, Switch, makeStyles, tokens } from '@fluentui/react-components';
import { CheckboxGroup, NativeSelect, TextArea, isHexColor } from '@sig/shared/staff-ui';

import { useCatalogsT } from '../i18n';
import { ZonaPolygonEditor } from '../zonas/ZonaPolygonEditor';
import type { PolygonDraft } from '../zonas/polygonEdit';
import { type FieldSpec, type FormValue, type LatLngText } from './fields';

const useStyles = makeStyles({
  short: { minHeight: '88px' },
  picker: { width: '24px', height: '24px', padding: 0, border: 'none', backgroundColor: 'transparent', cursor: 'pointer' },
  checks: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalM, maxHeight: '200px', overflowY: 'auto' },
  pair: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  pairItem: { flexGrow: 1, flexBasis: '140px', minWidth: 0 },
});

/** One form field of a catalogue dialog, drawn for its kind, with the message under it. */
export function FieldInput({ spec, value, error, onChange }: { spec: FieldSpec; value: FormValue; error?: string; onChange: (v: FormValue) => void }) {
  const s = useStyles();
  const { t } = useCatalogsT();
  const message = error ?? undefined;
  const text = typeof value === 'string' ? value : '';

  switch (spec.kind) {
    case 'switch':
      return (
        <Field validationMessage={message} hint={spec.hint}>
          <Switch label={spec.label} checked={Boolean(value)} onChange={(_, d) => onChange(d.checked)} />
        </Field>
      );
    case 'checkboxes': {
      const checked = value as string[];
      return (
        <CheckboxGroup label={spec.label} error={message} hint={spec.hint} className={s.checks}>
          {(spec.options ?? []).length === 0 && <span>{t('form.noOptions')}</span>}
          {(spec.options ?? []).map((o) => (
            <Checkbox
              key={o.value}
              label={o.label}
              checked={checked.includes(o.value)}
              onChange={(_, d) => onChange(d.checked ? [...checked, o.value] : checked.filter((x) => x !== o.value))}
            />
          ))}
        </CheckboxGroup>
      );
    }
    case 'latlng': {
      const ll = value as LatLngText;
      return (
        <CheckboxGroup label={spec.label} error={message} hint={spec.hint} className={s.pair}>
          <Field label={t('form.lat')} className={s.pairItem}>
            <Input inputMode="decimal" dir="ltr" value={ll.lat} onChange={(_, d) => onChange({ ...ll, lat: d.value })} />
          </Field>
          <Field label={t('form.lng')} className={s.pairItem}>
            <Input inputMode="decimal" dir="ltr" value={ll.lng} onChange={(_, d) => onChange({ ...ll, lng: d.value })} />
          </Field>
        </CheckboxGroup>
      );
    }
    case 'select':
      return (
        <Field label={spec.label} required={spec.required} validationMessage={message} hint={spec.hint}>
          {(props) => (
            <NativeSelect {...props} value={text} onChange={(e) => onChange(e.target.value)}>
              <option value="">{spec.emptyLabel ?? t('form.choose')}</option>
              {(spec.options ?? []).map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
      );
    case 'polygon':
      return <ZonaPolygonEditor label={spec.label} value={value as PolygonDraft} error={message} hint={spec.hint} onChange={onChange} />;
    case 'textarea':
      return (
        <Field label={spec.label} required={spec.required} validationMessage={message} hint={spec.hint}>
          {(props) => <TextArea {...props} className={s.short} value={text} onChange={(e) => onChange(e.target.value)} />}
        </Field>
      );
    case 'color':
      return (
        <Field label={spec.label} required={spec.required} validationMessage={message} hint={spec.hint}>
          <Input
            value={text}
            placeholder="#1e88e5"
            dir="ltr"
            onChange={(_, d) => onChange(d.value)}
            contentBefore={
              <input
                type="color"
                className={s.picker}
                aria-label={t('form.pickColor', { field: spec.label })}
                value={isHexColor(text) ? text.trim().toLowerCase() : '#000000'}
                onChange={(e) => onChange(e.target.value)}
              />
            }
          />
        </Field>
      );
    default:
      return (
        <Field label={spec.label} required={spec.required} validationMessage={message} hint={spec.hint}>
          <Input
            type={spec.kind === 'number' ? 'number' : spec.kind === 'email' ? 'email' : spec.kind === 'tel' ? 'tel' : 'text'}
            min={spec.min}
            max={spec.max}
            value={text}
            onChange={(_, d) => onChange(d.value)}
          />
        </Field>
      );
  }
}
