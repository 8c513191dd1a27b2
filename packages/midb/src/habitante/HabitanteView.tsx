import { Badge, Button, MessageBar, MessageBarBody, Subtitle2, makeStyles, tokens, useId } from '@fluentui/react-components';
import { EditRegular, PeopleAddRegular, PersonRegular } from '@fluentui/react-icons';
import { UserText } from '@sig/shared';
import { BackLink, Empty, LinkButton, LoadError, Loading, Page, RouterLink, Section, apiErrorMessage, formatDateTime, useTableStyles } from '@sig/shared/staff-ui';
import { useState } from 'react';

import { DataList } from '@sig/shared/staff-ui';
import { useMidbT } from '../i18n';
import { formatDate, formatDay } from '@sig/shared/staff-ui';
import { links } from '../lib/links';
import { useHabitanteQuery } from '../midbApi';
import { EnrolDialog } from '../registry/EnrolDialog';

const useStyles = makeStyles({ mono: { fontFamily: tokens.fontFamilyMonospace } });

/** /sig/midbciudadano/ver/:id: the record and its programmes; the server records every opening. */
export function HabitanteView({ id }: { id: string }) {
  const s = useStyles();
  const table = useTableStyles();
  const { t } = useMidbT();
  const personalId = useId('personal');
  const programasId = useId('programas');
  const habitante = useHabitanteQuery(id);
  const [enrolling, setEnrolling] = useState(false);
  const back = <BackLink href={links.registry()} label={t('common.backToRegistry')} />;
  const h = habitante.data;

  if (!h) {
    return (
      <Page title={t('habitante.title')} back={back}>
        {habitante.isError ? <LoadError message={apiErrorMessage(habitante.error, t)} onRetry={() => void habitante.refetch()} /> : <Loading />}
      </Page>
    );
  }
  const empty = t('common.empty');
  const curp = h.curp ? (
    <span className={s.mono}>{h.curp}</span>
  ) : (
    <Badge appearance="outline" color="warning">
      {h.sinCurpMotivo ? t('habitante.sinCurpMotivo', { motivo: h.sinCurpMotivo }) : t('habitante.sinCurp')}
    </Badge>
  );
  const ubicacion = h.ubicacion ? <span className={s.mono} dir="ltr">{`${h.ubicacion.lat.toFixed(5)}, ${h.ubicacion.lng.toFixed(5)}`}</span> : empty;
  const active = h.programas.filter((p) => p.estado === 'activa').map((p) => p.programa.id);

  return (
    <Page
      title={h.nombreCompleto}
      subtitle={t('habitante.title')}
      back={back}
      actions={
        <>
          <LinkButton href={links.editar(h.id)} appearance="primary" icon={<EditRegular />}>
            {t('habitante.edit')}
          </LinkButton>
          <Button icon={<PeopleAddRegular />} onClick={() => setEnrolling(true)}>
            {t('habitante.enrol')}
          </Button>
          <LinkButton href={links.ciudadano(h.id)} icon={<PersonRegular />}>
            {t('habitante.ciudadano')}
          </LinkButton>
        </>
      }
    >
      <MessageBar intent="info">
        <MessageBarBody>{t('audit.recorded')}</MessageBarBody>
      </MessageBar>
      <Section labelledBy={personalId}>
        <Subtitle2 as="h2" id={personalId}>
          {t('habitante.personal')}
        </Subtitle2>
        <DataList
          label={t('habitante.personal')}
          items={[
            [t('field.nombre'), <UserText key="n">{h.nombre}</UserText>],
            [t('field.apellidos'), <UserText key="a">{h.apellidos}</UserText>],
            [t('field.curp'), curp],
            [t('field.fechaNacimiento'), h.fechaNacimiento ? formatDay(h.fechaNacimiento) : empty],
            [t('field.sexo'), h.sexo ? t(`sexo.${h.sexo}`) : empty],
            [t('field.telefono'), h.telefono ? <span dir="ltr">{h.telefono}</span> : empty],
            [t('field.email'), h.email ? <span dir="ltr">{h.email}</span> : empty],
            [t('field.colonia'), h.colonia?.nombre ?? empty],
            [t('field.zona'), h.zona?.nombre ?? empty],
            [t('field.direccion'), h.direccion ? <UserText key="d">{h.direccion}</UserText> : empty],
            [t('field.ubicacion'), ubicacion],
            [t('field.consentimiento'), h.consentimiento ? t('habitante.consentYes') : t('habitante.consentNo')],
            [t('field.createdAt'), formatDateTime(h.createdAt)],
            [t('field.updatedAt'), formatDateTime(h.updatedAt)],
          ]}
        />
      </Section>
      <Section labelledBy={programasId}>
        <Subtitle2 as="h2" id={programasId}>
          {t('habitante.programas')}
        </Subtitle2>
        {h.programas.length === 0 ? (
          <Empty>{t('habitante.noProgramas')}</Empty>
        ) : (
          <div className={table.scroller} data-scroll-x>
            <table className={table.table} aria-labelledby={programasId}>
              <thead>
                <tr>
                  <th className={table.th}>{t('field.programa')}</th>
                  <th className={table.th}>{t('field.estado')}</th>
                  <th className={table.th}>{t('field.desde')}</th>
                  <th className={table.th}>{t('field.hasta')}</th>
                  <th className={table.th}>{t('field.motivoBaja')}</th>
                </tr>
              </thead>
              <tbody>
                {h.programas.map((p) => (
                  <tr key={p.programa.id} className={table.row}>
                    <td className={table.td}>
                      <RouterLink href={links.programa(p.programa.id)}>
                        <UserText>{p.programa.nombre}</UserText>
                      </RouterLink>
                    </td>
                    <td className={table.td}>
                      <Badge appearance="tint" color={p.estado === 'activa' ? 'success' : 'subtle'}>
                        {t(`estado.${p.estado}`)}
                      </Badge>
                    </td>
                    <td className={table.td}>{formatDate(p.desde)}</td>
                    <td className={table.td}>{p.hasta ? formatDate(p.hasta) : ''}</td>
                    <td className={table.td}>{p.motivoBaja ? <UserText>{p.motivoBaja}</UserText> : ''}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Section>
      <EnrolDialog open={enrolling} onClose={() => setEnrolling(false)} body={{ habitanteIds: [h.id] }} count={1} exclude={active} />
    </Page>
  );
}
