import { Body1, Subtitle2, makeStyles, tokens, useId } from '@fluentui/react-components';
import { ContactCardRegular, EditRegular, LockClosedRegular } from '@fluentui/react-icons';
import { LinkButton, LoadError, Loading, Page, Section, apiErrorMessage } from '@sig/shared/staff-ui';

import { DataList } from '@sig/shared/staff-ui';
import { RecordedNote } from '../components/RecordedNote';
import { usePeopleT } from '../i18n';
import { links } from '../lib/links';
import { type Ciudadano, useCiudadanoQuery } from '../peopleApi';
import { usePersonalItems } from '../persona/personalItems';
import { CasesSection } from './CasesSection';
import { ProgramasSection } from './ProgramasSection';

const useStyles = makeStyles({
  hidden: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, color: tokens.colorNeutralForeground3 },
});

/** /sig/ciudadano/:id: who the person is (personal data when permitted), then their reportes and solicitudes. */
export function CiudadanoPage({ id }: { id: string }) {
  const { t } = usePeopleT();
  const page = useCiudadanoQuery(id);

  if (!page.data) {
    return (
      <Page title={t('ciudadano.title')}>
        {page.isError ? <LoadError message={apiErrorMessage(page.error, t)} onRetry={() => void page.refetch()} /> : <Loading />}
      </Page>
    );
  }
  const c = page.data;
  const actions = c.puedeVerPersona ? (
    <>
      <LinkButton href={links.persona(c.persona.id)} icon={<ContactCardRegular />}>
        {t('ciudadano.openPersona')}
      </LinkButton>
      {c.puedeEditar && (
        <LinkButton href={links.edit(c.persona.id)} icon={<EditRegular />} appearance="primary">
          {t('ciudadano.edit')}
        </LinkButton>
      )}
    </>
  ) : undefined;

  return (
    <Page title={c.persona.nombreCompleto} subtitle={t('ciudadano.subtitle')} actions={actions}>
      <PersonalCard datos={c.persona.datos} />
      <CasesSection kind="reporte" seccion={c.secciones.reportes} />
      <CasesSection kind="solicitud" seccion={c.secciones.solicitudes} />
      <ProgramasSection seccion={c.secciones.programas} />
    </Page>
  );
}

function PersonalCard({ datos }: { datos: Ciudadano['persona']['datos'] }) {
  const s = useStyles();
  const { t } = usePeopleT();
  const headingId = useId('datos');
  return (
    <Section labelledBy={headingId}>
      <Subtitle2 as="h2" id={headingId}>
        {t('ciudadano.personal')}
      </Subtitle2>
      {datos ? (
        <>
          <PersonalData datos={datos} />
          <RecordedNote />
        </>
      ) : (
        <Body1 className={s.hidden}>
          <LockClosedRegular aria-hidden />
          {t('ciudadano.personalHidden')}
        </Body1>
      )}
    </Section>
  );
}

function PersonalData({ datos }: { datos: NonNullable<Ciudadano['persona']['datos']> }) {
  const { t } = usePeopleT();
  return <DataList items={usePersonalItems(t, datos)} label={t('ciudadano.personal')} />;
}
