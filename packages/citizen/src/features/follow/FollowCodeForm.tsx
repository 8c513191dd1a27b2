import { InlineCodeForm } from '../../components/InlineCodeForm';
import { Section } from '../../components/Section';
import { useCitizenT } from '../../i18n';
import { useContract } from '../../lib/contract';

/** The follow code that opens a case's history and notes: typed as printed (ABCD-2345), any letter case. */
export function FollowCodeForm({ initial, wrong, onCode }: { initial: string; wrong: boolean; onCode: (code: string) => void }) {
  const { t } = useCitizenT();
  const { normalizeFollowCode } = useContract();
  return (
    <Section title={t('follow.code.title')}>
      <InlineCodeForm
        label={t('follow.code.title')}
        field={{ label: t('follow.code.field'), hint: t('follow.code.hint'), name: 'codigo', monospace: true }}
        submitLabel={t('follow.code.submit')}
        initial={initial}
        normalize={normalizeFollowCode}
        requiredMessage={t('follow.code.required')}
        problem={wrong ? t('follow.code.wrong') : undefined}
        onValue={onCode}
      />
    </Section>
  );
}
