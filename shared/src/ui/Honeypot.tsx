import { makeStyles } from '@fluentui/react-components';

import { HONEYPOT_FIELD } from '../contract/citizensPaths';

const useStyles = makeStyles({
  // off screen rather than display:none, which some bots skip
  hidden: { position: 'absolute', width: '1px', height: '1px', margin: '-1px', padding: 0, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap', border: 0 },
});

/**
 * The field people never see, reach or hear, on every public form; a bot that fills it is refused by the server
 * (each area's `rejected` code). Named as the contract's HONEYPOT_FIELD.
 */
export function Honeypot({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const s = useStyles();
  return (
    <div className={s.hidden} aria-hidden="true">
      <label>
        Website
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" value={value} onChange={(e) => onChange(e.target.value)} />
      </label>
    </div>
  );
}
