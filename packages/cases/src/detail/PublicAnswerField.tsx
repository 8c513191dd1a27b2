import { Field } from '@fluentui/react-components';
import { NOTE_MAX_CHARS } from '@sig/shared';
import { TextArea } from '@sig/shared/staff-ui';

import { useCasesT } from '../i18n';

/**
 * The public answer of a closing (issue 24): what the citizen reads on the follow page and in the follow
 * mails. One field for the three places a case can be closed: answer-and-close, a final estatus, a batch.
 */
export function PublicAnswerField({ value, onChange, missing, hint, className }: { value: string; onChange: (value: string) => void; missing: boolean; hint: string; className?: string }) {
  const { t } = useCasesT();
  return (
    <Field label={t('action.closeRespuesta')} required hint={hint} validationMessage={missing ? t('v.required') : undefined}>
      {(props) => <TextArea {...props} className={className} value={value} maxLength={NOTE_MAX_CHARS} onChange={(e) => onChange(e.target.value)} />}
    </Field>
  );
}
