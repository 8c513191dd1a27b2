import { useCitizenT } from '../i18n';
import { hrefs } from '../lib/hrefs';
import { PublicPage } from './PublicPage';
import { LinkButton } from './RouterLink';
import { Section } from './Section';
import { MunicipioPicker } from '../features/start/MunicipioPicker';

/** No municipality has this code: say so, and offer to find it by name (entry pages) or to start over. */
export function ClienteNotFound({ slug, retype = false }: { slug: string; retype?: boolean }) {
  const { t } = useCitizenT();
  return (
    <PublicPage title={t('start.notFound.title')} description={t('start.notFound.body', { code: slug })} focusKey="not-found">
      {retype ? (
        <Section>
          <MunicipioPicker initial={slug.replace(/[-_]+/g, ' ')} />
        </Section>
      ) : (
        <LinkButton to={hrefs.start()} appearance="primary">
          {t('common.backToStart')}
        </LinkButton>
      )}
    </PublicPage>
  );
}
