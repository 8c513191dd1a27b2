import { Field, makeStyles, tokens } from '@fluentui/react-components';
import { AUDIT_ANSWERS, type AuditAnswer, type AuditChecklist } from '@sig/shared';
import { RadioChoices } from '@sig/shared/staff-ui';

import { useAuditT } from '../i18n';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, margin: 0, padding: 0, listStyle: 'none' },
});

export type Answers = Record<string, AuditAnswer>;

/** The required points not answered yet. */
export const unanswered = (checklist: AuditChecklist, answers: Answers): string[] => checklist.items.filter((i) => i.requerido && !answers[i.id]).map((i) => i.id);

/** Each point of the tipo's checklist answered yes, no or not applicable. */
export function ChecklistField({ checklist, answers, onChange, showMissing }: { checklist: AuditChecklist; answers: Answers; onChange: (next: Answers) => void; showMissing: boolean }) {
  const s = useStyles();
  const { t } = useAuditT();
  if (checklist.items.length === 0) return <span>{t('form.noChecklist')}</span>;
  return (
    <ul className={s.list}>
      {checklist.items.map((item) => (
        <li key={item.id}>
          <Field label={item.texto} required={item.requerido} validationMessage={showMissing && item.requerido && !answers[item.id] ? t('form.answerMissing') : undefined}>
            {(field) => (
              <RadioChoices<AuditAnswer>
                {...field}
                layout="horizontal"
                value={answers[item.id] ?? ''}
                onChange={(a) => onChange({ ...answers, [item.id]: a })}
                options={AUDIT_ANSWERS.map((a) => ({ value: a, label: t(`answer.${a}`) }))}
              />
            )}
          </Field>
        </li>
      ))}
    </ul>
  );
}
