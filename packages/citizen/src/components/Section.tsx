import { makeStyles, tokens, useId } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    paddingBlock: tokens.spacingVerticalL,
    paddingInline: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    minWidth: 0,
  },
  title: { margin: 0, fontSize: tokens.fontSizeBase400, lineHeight: tokens.lineHeightBase400, fontWeight: tokens.fontWeightSemibold },
});

/** A white card of the page, named by its h2. */
export function Section({ title, children }: { title?: string; children: ReactNode }) {
  const s = useStyles();
  const titleId = useId('section');
  return (
    <section className={s.root} aria-labelledby={title ? titleId : undefined}>
      {title && (
        <h2 className={s.title} id={titleId}>
          {title}
        </h2>
      )}
      {children}
    </section>
  );
}
