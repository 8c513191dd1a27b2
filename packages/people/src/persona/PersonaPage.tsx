import { Subtitle2, makeStyles, tokens, useId } from '@fluentui/react-components';
import { EditRegular, PeopleListRegular } from '@fluentui/react-icons';
import { hasPermission, useRole } from '@sig/shared';
import { BackLink, LinkButton, LoadError, Loading, Page, Section, apiErrorMessage } from '@sig/shared/staff-ui';

import { DataList } from '@sig/shared/staff-ui';
import { RecordedNote } from '../components/RecordedNote';
import { usePeopleT } from '../i18n';
import { formatDateTime } from '@sig/shared/staff-ui';
import { links } from '../lib/links';
import { usePersonaQuery } from '../peopleApi';
import { usePersonalItems } from './personalItems';

const useStyles = makeStyles({ mono: { fontFamily: tokens.fontFamilyMonospace } });

/** /sig/persona/:id: the personal record, read-only; the server records every opening. */
export function PersonaPage({ id }: { id: string }) {
  const s = useStyles();
  const { t } = usePeopleT();
  const role = useRole();
  const headingId = useId('persona');
  const persona = usePersonaQuery(id);
  const back = <BackLink href={links.ciudadano(id)} label={t('persona.backToCiudadano')} />;
  const p = persona.data;
  const items = usePersonalItems(t, p ?? EMPTY);

  if (!p) {
    return (
      <Page title={t('persona.title')} back={back}>
        {persona.isError ? <LoadError message={apiErrorMessage(persona.error, t)} onRetry={() => void persona.refetch()} /> : <Loading />}
      </Page>
    );
  }
  const actions = (
    <>
      <LinkButton href={links.ciudadano(p.id)} icon={<PeopleListRegular />}>
        {t('persona.ciudadano')}
      </LinkButton>
      {/* a courtesy: the server refuses the edit without SigMidb */}
      {hasPermission(['admin', 'SigMidb'], role) && (
        <LinkButton href={links.edit(p.id)} icon={<EditRegular />} appearance="primary">
          {t('persona.edit')}
        </LinkButton>
      )}
    </>
  );
  const ubicacion = p.ubicacion ? <span className={s.mono}>{`${p.ubicacion.lat.toFixed(5)}, ${p.ubicacion.lng.toFixed(5)}`}</span> : t('common.empty');

  return (
    <Page title={p.nombreCompleto} subtitle={t('persona.title')} back={back} actions={actions}>
      <RecordedNote />
      <Section labelledBy={headingId}>
        <Subtitle2 as="h2" id={headingId}>
          {t('ciudadano.personal')}
        </Subtitle2>
        <DataList
          label={t('ciudadano.personal')}
          items={[
            [t('field.nombre'), p.nombre],
            [t('field.apellidos'), p.apellidos],
            ...items,
            [t('field.ubicacion'), ubicacion],
            [t('field.createdAt'), formatDateTime(p.createdAt)],
            [t('field.updatedAt'), formatDateTime(p.updatedAt)],
          ]}
        />
      </Section>
    </Page>
  );
}

/** What the items hook reads while the record loads (hooks run before the early return). */
const EMPTY = { curp: null, fechaNacimiento: null, sexo: null, telefono: '', email: '', direccion: '', colonia: null, consentimiento: false };
