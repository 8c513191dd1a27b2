import { Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { isHexColor } from '@sig/shared/staff-ui';

const useStyles = makeStyles({
  color: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center', minWidth: 0 },
  swatch: {
    width: '40px',
    height: '32px',
    flexShrink: 0,
    padding: 0,
    cursor: 'pointer',
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: 'transparent',
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}` },
  },
  hexInput: { flexGrow: 1, minWidth: 0 },
});

export interface ColorFieldProps {
  label: string;
  /** The swatch's name for assistive technology ("Elegir el color primario"). */
  pickLabel: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

/** A cliente colour: the browser's picker beside the hex text, kept in step (the cliente page and the setup guide). */
export function ColorField({ label, pickLabel, value, onChange, error }: ColorFieldProps) {
  const s = useStyles();
  return (
    <Field label={label} required validationMessage={error}>
      {(props) => (
        <div className={s.color}>
          <input type="color" className={s.swatch} aria-label={pickLabel} value={isHexColor(value) ? value.trim().toLowerCase() : '#000000'} onChange={(e) => onChange(e.target.value)} />
          <Input {...props} className={s.hexInput} value={value} maxLength={7} onChange={(_, d) => onChange(d.value)} />
        </div>
      )}
    </Field>
  );
}
