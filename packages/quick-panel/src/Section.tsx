import { Subtitle2, makeStyles, tokens, useId } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  head: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalS, minHeight: '32px' },
  heading: { margin: 0 },
});

/** A titled part of the panel; `action` sits at the heading's inline end. */
export function Section({ title, action, children, testId }: { title: string; action?: ReactNode; children: ReactNode; testId: string }) {
  const s = useStyles();
  const id = useId('quick-section-');
  return (
    <section className={s.section} aria-labelledby={id} data-testid={testId}>
      <div className={s.head}>
        <Subtitle2 as="h3" id={id} className={s.heading}>
          {title}
        </Subtitle2>
        {action}
      </div>
      {children}
    </section>
  );
}
