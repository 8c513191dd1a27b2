import { Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { isHexColor } from '@sig/shared/staff-ui';

const useStyles = makeStyles({
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  picker: { width: '44px', height: '32px', padding: 0, border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`, borderRadius: tokens.borderRadiusMedium, backgroundColor: 'transparent', cursor: 'pointer' },
  hex: { width: '110px', fontFamily: tokens.fontFamilyMonospace },
});

/** One colour: the browser's picker and the `#rrggbb` text, kept together; a wrong text is said under the field. */
export function ColorField({ label, value, onChange, invalid }: { label: string; value: string; onChange: (v: string) => void; invalid: string }) {
  const s = useStyles();
  const ok = isHexColor(value);
  return (
    <Field label={label} validationMessage={ok ? undefined : invalid} validationState={ok ? 'none' : 'error'}>
      {(aria) => (
        <div className={s.row}>
          <input className={s.picker} type="color" value={ok ? value.trim().toLowerCase() : '#000000'} aria-label={label} onChange={(e) => onChange(e.target.value)} />
          <Input {...aria} className={s.hex} value={value} maxLength={7} dir="ltr" onChange={(_, d) => onChange(d.value)} />
        </div>
      )}
    </Field>
  );
}
