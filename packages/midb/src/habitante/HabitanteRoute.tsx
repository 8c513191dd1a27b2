import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import { BackLink, Page } from '@sig/shared/staff-ui';

import { useMidbT } from '../i18n';
import { links } from '../lib/links';
import { EditHabitantePage, NewHabitantePage } from './HabitanteFormPage';
import { HabitanteView } from './HabitanteView';

/** /sig/midbciudadano/:accion/:id?: `nuevo`, `ver` or `editar` a habitante; anything else says so. */
export function HabitanteRoute({ accion, id }: { accion: string; id: string }) {
  const { t } = useMidbT();
  if (accion === 'nuevo') return <NewHabitantePage />;
  if (accion === 'ver' && id) return <HabitanteView id={id} />;
  if (accion === 'editar' && id) return <EditHabitantePage id={id} />;
  return (
    <Page title={t('habitante.title')} back={<BackLink href={links.registry()} label={t('common.backToRegistry')} />}>
      <MessageBar intent="warning">
        <MessageBarBody>{t('habitante.badLink')}</MessageBarBody>
      </MessageBar>
    </Page>
  );
}
