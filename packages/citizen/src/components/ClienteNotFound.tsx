import { useCitizenT } from '../i18n';
import { hrefs } from '../lib/hrefs';
import { PublicPage } from './PublicPage';
import { LinkButton } from './RouterLink';
import { Section } from './Section';
import { SlugForm } from './SlugForm';

/** No municipality has this code: say so, and offer to type it again (entry pages) or to start over. */
export function ClienteNotFound({ slug, retype = false }: { slug: string; retype?: boolean }) {
  const { t } = useCitizenT();
  return (
    <PublicPage title={t('start.notFound.title')} description={t('start.notFound.body', { code: slug })} focusKey="not-found">
      {retype ? (
        <Section>
          <SlugForm initial={slug} />
        </Section>
      ) : (
        <LinkButton to={hrefs.start()} appearance="primary">
          {t('common.backToStart')}
        </LinkButton>
      )}
    </PublicPage>
  );
}
