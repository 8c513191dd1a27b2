import { MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';

import { useBotT } from '../i18n';
import { type Issue, issueText } from './flowModel';

const useStyles = makeStyles({ problems: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL } });

/** The flow's problems as one error bar with a list (of the whole flow, or of one step: `label` says which). */
export function IssueList({ issues, label, id }: { issues: readonly Issue[]; label: string; id?: string }) {
  const s = useStyles();
  const { t } = useBotT();
  if (issues.length === 0) return null;
  return (
    <MessageBar intent="error" id={id}>
      <MessageBarBody>
        <ul className={s.problems} aria-label={label}>
          {issues.map((i, k) => (
            <li key={k}>{issueText(i, t)}</li>
          ))}
        </ul>
      </MessageBarBody>
    </MessageBar>
  );
}
