import { Spinner, makeStyles, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  root: { display: 'flex', justifyContent: 'center', paddingBlock: tokens.spacingVerticalXXL },
});

/** A spinner with its text, announced politely while something loads. */
export function BusyState({ label }: { label: string }) {
  const styles = useStyles();
  return (
    <div className={styles.root} role="status" aria-live="polite">
      <Spinner size="medium" label={label} labelPosition="below" />
    </div>
  );
}
