import { MessageBar, MessageBarBody, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { Section } from '@sig/shared/staff-ui';
import { type ReactNode, useId } from 'react';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
});

/** The frame of a field record (the proof, the failure): a titled card, a form checked by the page, why it failed. */
export function RecordForm({ title, onSubmit, error, children }: { title: string; onSubmit: () => void; error: string | null; children: ReactNode }) {
  const s = useStyles();
  const titleId = useId();
  return (
    <Section labelledBy={titleId}>
      <Subtitle2 as="h2" id={titleId}>
        {title}
      </Subtitle2>
      <form
        className={s.form}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          onSubmit();
        }}
      >
        {children}
        {error && (
          <MessageBar intent="error" role="alert">
            <MessageBarBody>{error}</MessageBarBody>
          </MessageBar>
        )}
      </form>
    </Section>
  );
}
