import { Button, Caption1, MessageBar, MessageBarBody, Subtitle1, makeStyles, tokens } from '@fluentui/react-components';
import { EstatusBadge, UserText, errorMessage, hasPermission, notify, useRole, type CaseActionBody, type CaseKind } from '@sig/shared';
import { BackLink, LinkButton, LoadError, Loading, Page, RouterLink, Section } from '@sig/shared/staff-ui';
import { EditRegular, PersonRegular } from '@fluentui/react-icons';
import { type ReactNode, useState } from 'react';

import { ColorDot } from '../components/ColorDot';
import { DueDate } from '../components/DueDate';
import { PrioridadBadge } from '../components/PrioridadBadge';
import { DETAIL_FRESH_SECONDS, useActionMutation, useDetailQuery, useFiltersQuery } from '../casesApi';
import { useCasesT } from '../i18n';
import { isStale } from '../lib/caseErrors';
import { loadError } from '../lib/loadError';
import { formatDateTime } from '../lib/dates';
import { CASE_PAGES } from '../lib/kinds';
import { CaseActions, type ActionInput } from './CaseActions';
import { CaseFiles } from './CaseFiles';
import { NoteForm, NotesList } from './CaseNotes';
import { CaseTimeline } from './CaseTimeline';
import { CorrectionDialog } from './CorrectionDialog';
import { DuplicateInfo } from './DuplicateInfo';
import { NearbySection } from './NearbySection';

/** The snackbar key of this page's action messages. */
export const CASE_ACTION_MESSAGE = 'case-action';

const useStyles = makeStyles({
  badges: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  layout: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 2fr) minmax(280px, 1fr)',
    gap: tokens.spacingHorizontalL,
    alignItems: 'start',
    '@media (max-width: 900px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  column: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  data: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', gap: tokens.spacingVerticalM, columnGap: tokens.spacingHorizontalL, margin: 0 },
  term: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  value: { margin: 0, overflowWrap: 'anywhere' },
  wide: { gridColumn: '1 / -1' },
  descripcion: { margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
  muted: { color: tokens.colorNeutralForeground3 },
  sectionHead: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalS },
});

function Item({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  const s = useStyles();
  return (
    <div className={wide ? s.wide : undefined}>
      <dt className={s.term}>{label}</dt>
      <dd className={s.value}>{children}</dd>
    </div>
  );
}

/** /sig/reporte/:orderId and /sig/solicitud/:orderId: the case, its files, notes and history, and what an editor may do. */
export function CaseDetailPage({ kind, id }: { kind: CaseKind; id: string }) {
  const s = useStyles();
  const { t } = useCasesT();
  // the person's own record needs SigVerPersona (the server checks again); the ciudadano page is open to staff
  const seesPersons = hasPermission(['admin', 'SigVerPersona'], useRole());
  // a write's answer (the intake's new case, an action, a note) is already the cache entry: not read again
  const detail = useDetailQuery({ kind, id }, { refetchOnMountOrArgChange: DETAIL_FRESH_SECONDS });
  const [sendAction] = useActionMutation();
  const [stale, setStale] = useState<string | null>(null);
  const [correcting, setCorrecting] = useState(false);
  const c = detail.data;
  const error = loadError(detail);
  const canEdit = c?.puedeEditar ?? false;
  // the assignment choices, only for someone who may assign
  const filters = useFiltersQuery(kind, { skip: !canEdit }).data ?? null;

  /** Sends an action on the version shown; a stale view is explained and replaced by the current case. */
  const act = async (body: ActionInput) => {
    if (!c) return;
    try {
      const next = await sendAction({ kind, id, body: { ...body, version: c.version } as CaseActionBody }).unwrap();
      setStale(null);
      // a new tipo brings a new due date: say which; one message per action, in place of the last one of this page
      const message = body.accion === 'corregir' && next.dueAt !== c.dueAt ? t('action.done.corregirDue', { date: formatDateTime(next.dueAt) }) : t(`action.done.${body.accion}`);
      notify({ message, variant: 'success', key: CASE_ACTION_MESSAGE });
    } catch (e) {
      if (!isStale(e)) throw e;
      setStale(errorMessage(e));
      void detail.refetch();
    }
  };

  const closed = c ? c.estatus.final || c.closedAt !== null : false;
  const back = <BackLink href={CASE_PAGES[kind].list} label={t(`kind.${kind}.back`)} />;
  if (!c) {
    return (
      <Page title={t(`kind.${kind}.detailTitle`)} back={back}>
        {error ? <LoadError message={error} onRetry={() => void detail.refetch()} /> : <Loading />}
      </Page>
    );
  }

  return (
    <Page
      title={c.folio}
      back={back}
      subtitle={
        <span className={s.badges}>
          <EstatusBadge nombre={c.estatus.nombre} color={c.estatus.color} look="filled" />
          <ColorDot color={c.tipo.color}>{c.tipo.nombre}</ColorDot>
          <PrioridadBadge prioridad={c.prioridad} />
        </span>
      }
    >
      {stale && (
        <MessageBar intent="warning" role="alert">
          <MessageBarBody>{stale}</MessageBarBody>
        </MessageBar>
      )}
      {error && <LoadError message={error} onRetry={() => void detail.refetch()} />}
      <div className={s.layout}>
        <div className={s.column}>
          <Section labelledBy="case-data">
            <div className={s.sectionHead}>
              <Subtitle1 as="h2" id="case-data">
                {t('detail.data')}
              </Subtitle1>
              {canEdit && !closed && (
                <Button icon={<EditRegular />} onClick={() => setCorrecting(true)}>
                  {t('correct.open')}
                </Button>
              )}
            </div>
            <dl className={s.data}>
              <Item label={t('field.descripcion')} wide>
                <p className={s.descripcion} dir="auto">{c.descripcion}</p>
              </Item>
              <Item label={t('field.creado')}>{formatDateTime(c.createdAt)}</Item>
              <Item label={t('field.vence')}>{c.closedAt ? <span className={s.muted}>{formatDateTime(c.dueAt)}</span> : <DueDate dueAt={c.dueAt} vencido={c.vencido} withTime />}</Item>
              <Item label={t('field.actualizado')}>{formatDateTime(c.updatedAt)}</Item>
              {c.closedAt && <Item label={t('field.cerrado')}>{formatDateTime(c.closedAt)}</Item>}
              <Item label={t('field.direccion')}>{c.direccion ? <UserText>{c.direccion}</UserText> : '—'}</Item>
              <Item label={t('field.coloniaZona')}>{c.colonia || c.zona ? <UserText>{[c.colonia?.nombre, c.zona?.nombre].filter(Boolean).join(' · ')}</UserText> : '—'}</Item>
              <Item label={t('field.ubicacion')}>{c.ubicacion ? <span dir="ltr">{`${c.ubicacion.lat.toFixed(5)}, ${c.ubicacion.lng.toFixed(5)}`}</span> : '—'}</Item>
              <Item label={t('field.origen')}>{c.origen ? <UserText>{c.origen.nombre}</UserText> : '—'}</Item>
              <Item label={t('field.dependenciaModulo')}>{c.dependencia ? <UserText>{[c.dependencia.nombre, c.modulo?.nombre].filter(Boolean).join(' · ')}</UserText> : '—'}</Item>
              <Item label={t('field.asignado')}>{c.asignado ? <UserText>{c.asignado.displayName}</UserText> : t('case.unassigned')}</Item>
              <Item label={t('field.contacto')} wide>
                {[c.contacto.nombre, c.contacto.telefono, c.contacto.email].some(Boolean) ? <UserText>{[c.contacto.nombre, c.contacto.telefono, c.contacto.email].filter(Boolean).join(' · ')}</UserText> : t('detail.noContact')}
                {c.habitanteId && (
                  <div>
                    <LinkButton href={`/sig/ciudadano/${encodeURIComponent(c.habitanteId)}`} appearance="subtle" icon={<PersonRegular />}>
                      {t('detail.ciudadano')}
                    </LinkButton>
                  </div>
                )}
              </Item>
              {c.habitante && (
                <Item label={t('detail.habitante')}>
                  {seesPersons ? <RouterLink href={`/sig/persona/${encodeURIComponent(c.habitante.id)}`}><UserText>{c.habitante.nombre}</UserText></RouterLink> : <UserText>{c.habitante.nombre}</UserText>}
                </Item>
              )}
            </dl>
            <DuplicateInfo detail={c} />
          </Section>

          {kind === 'reporte' && <NearbySection detail={c} canEdit={canEdit} act={act} />}

          {canEdit && <CorrectionDialog open={correcting} kind={kind} detail={c} filters={filters} onClose={() => setCorrecting(false)} onSubmit={act} />}

          <Section labelledBy="case-files">
            <Subtitle1 as="h2" id="case-files">
              {t(`kind.${kind}.filesTitle`)}
            </Subtitle1>
            <CaseFiles kind={kind} caseId={c.id} files={c.archivos} />
          </Section>

          <Section labelledBy="case-notes">
            <Subtitle1 as="h2" id="case-notes">
              {t('note.title')}
            </Subtitle1>
            {canEdit && <NoteForm kind={kind} detail={c} onSaved={() => setStale(null)} />}
            <NotesList kind={kind} caseId={c.id} notes={c.notas} />
          </Section>
        </div>

        <div className={s.column}>
          {canEdit && (
            <Section labelledBy="case-actions">
              <Subtitle1 as="h2" id="case-actions">
                {t('action.title')}
              </Subtitle1>
              <CaseActions detail={c} filters={filters} act={act} />
            </Section>
          )}
          <Section labelledBy="case-history">
            <Subtitle1 as="h2" id="case-history">
              {t('timeline.title')}
            </Subtitle1>
            <Caption1 className={s.muted}>{t('timeline.order')}</Caption1>
            <CaseTimeline events={c.historial} />
          </Section>
        </div>
      </div>
    </Page>
  );
}
