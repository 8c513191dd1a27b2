import { Badge, Body1Strong, Button, Caption1, Field, Input, Subtitle2, makeStyles, tokens, useId } from '@fluentui/react-components';
import { EditRegular, HistoryRegular, PersonDeleteRegular } from '@fluentui/react-icons';
import { MIDB_PATHS, UserText, midbPath, notify, type RollItem } from '@sig/shared';
import { BackLink, CsvButton, FormDialog, ListStates, LoadError, Loading, NativeSelect, Page, Pager, RouterLink, Section, apiErrorMessage, formatDateTime, formatNumber, useTableStyles } from '@sig/shared/staff-ui';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

import { useMidbT } from '../i18n';
import { formatDate } from '@sig/shared/staff-ui';
import { links } from '../lib/links';
import { useBajaMutation, useProgramaAuditQuery, useProgramaQuery, useRollQuery } from '../midbApi';
import { describeHistory } from './programaHistory';
import { ProgramaDialog } from './ProgramaDialog';

const useStyles = makeStyles({
  toolbar: { display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: tokens.spacingHorizontalM, justifyContent: 'space-between' },
  heading: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  desc: { overflowWrap: 'anywhere', whiteSpace: 'pre-line', margin: 0 },
  mono: { fontFamily: tokens.fontFamilyMonospace, whiteSpace: 'nowrap' },
  history: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  entry: {
    paddingInlineStart: tokens.spacingHorizontalM,
    borderInlineStartWidth: tokens.strokeWidthThick,
    borderInlineStartStyle: 'solid',
    borderInlineStartColor: tokens.colorBrandStroke2,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
  },
  muted: { color: tokens.colorNeutralForeground3 },
});

const ESTADOS = ['activa', 'baja', 'todas'] as const;
type RollEstado = (typeof ESTADOS)[number];

/** A programme: its roll (paged, by estado, kept in the address), its export, unenrolments and its history. */
export function ProgramaPage({ id }: { id: string }) {
  const s = useStyles();
  const table = useTableStyles();
  const { t } = useMidbT();
  const rollId = useId('roll');
  const historyId = useId('history');
  const { search, pathname } = useLocation();
  const navigate = useNavigate();
  const query = new URLSearchParams(search);
  const estado: RollEstado = (ESTADOS as readonly string[]).includes(query.get('estado') ?? '') ? (query.get('estado') as RollEstado) : 'activa';
  const pageNumber = Number(query.get('page'));
  const page = Number.isInteger(pageNumber) && pageNumber > 1 ? pageNumber : 1;
  const go = (next: { estado: RollEstado; page: number }) => {
    const p = new URLSearchParams();
    if (next.estado !== 'activa') p.set('estado', next.estado);
    if (next.page > 1) p.set('page', String(next.page));
    navigate(`${pathname}${p.size ? `?${p}` : ''}`);
  };

  const programa = useProgramaQuery(id);
  const roll = useRollQuery({ id, estado, page });
  const [historyPage, setHistoryPage] = useState(1);
  const history = useProgramaAuditQuery({ id, page: historyPage });
  const [editing, setEditing] = useState(false);
  const [leaving, setLeaving] = useState<RollItem | null>(null);
  const back = <BackLink href={links.programas()} label={t('programa.back')} />;
  const p = programa.data;

  if (!p) {
    return (
      <Page title={t('programa.title')} back={back}>
        {programa.isError ? <LoadError message={apiErrorMessage(programa.error, t)} onRetry={() => void programa.refetch()} /> : <Loading />}
      </Page>
    );
  }

  return (
    <Page
      title={p.nombre}
      subtitle={t('programa.subtitle', { count: p.inscritos, n: formatNumber(p.inscritos) })}
      back={back}
      actions={
        <>
          <Button appearance="primary" icon={<EditRegular />} onClick={() => setEditing(true)}>
            {t('programa.edit')}
          </Button>
          <CsvButton path={midbPath(MIDB_PATHS.rollExport, { id })} params={{}} filePrefix={t('programa.filePrefix')} label={t('programa.export')} doneMessage={t('export.done')} errorT={t} />
        </>
      }
    >
      <Section>
        <div className={s.heading}>
          <Badge appearance="tint" color={p.activo ? 'success' : 'subtle'}>
            {p.activo ? t('programa.activo') : t('programa.inactivo')}
          </Badge>
          <Caption1 className={s.muted}>{t('programa.since', { date: formatDate(p.createdAt) })}</Caption1>
        </div>
        {p.descripcion ? (
          <p className={s.desc}>
            <UserText>{p.descripcion}</UserText>
          </p>
        ) : (
          <Caption1 className={s.muted}>{t('programa.noDescripcion')}</Caption1>
        )}
      </Section>

      <Section labelledBy={rollId}>
        <div className={s.toolbar}>
          <Subtitle2 as="h2" id={rollId}>
            {t('programa.roll')}
          </Subtitle2>
          <Field label={t('programa.rollEstado')}>
            {(props) => (
              <NativeSelect {...props} value={estado} onChange={(e) => go({ estado: e.target.value as RollEstado, page: 1 })}>
                {ESTADOS.map((e) => (
                  <option key={e} value={e}>
                    {t(`roll.show.${e}`)}
                  </option>
                ))}
              </NativeSelect>
            )}
          </Field>
        </div>
        <ListStates query={roll} t={t} empty={t(`roll.empty.${estado}`)}>
          {(rows) => (
            <div className={table.scroller} data-scroll-x>
              <table className={table.table} aria-labelledby={rollId} aria-busy={roll.isFetching}>
                <thead>
                  <tr>
                    <th className={table.th}>{t('field.nombre')}</th>
                    <th className={table.th}>{t('field.curp')}</th>
                    <th className={table.th}>{t('field.colonia')}</th>
                    <th className={table.th}>{t('field.estado')}</th>
                    <th className={table.th}>{t('field.desde')}</th>
                    <th className={table.th}>{t('field.hasta')}</th>
                    <th className={table.th}>{t('field.motivoBaja')}</th>
                    <th className={table.th}>
                      <span className={table.srOnly}>{t('roll.actions')}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {rows.items.map((r) => (
                    <tr key={r.habitante.id} className={table.row}>
                      <td className={table.td}>
                        <RouterLink href={links.ver(r.habitante.id)}>
                          <UserText>{r.habitante.nombreCompleto}</UserText>
                        </RouterLink>
                      </td>
                      <td className={`${table.td} ${s.mono}`}>{r.habitante.curp ?? t('habitante.sinCurp')}</td>
                      <td className={table.td}>{r.habitante.colonia?.nombre ?? ''}</td>
                      <td className={table.td}>
                        <Badge appearance="tint" color={r.estado === 'activa' ? 'success' : 'subtle'}>
                          {t(`estado.${r.estado}`)}
                        </Badge>
                      </td>
                      <td className={table.td}>{formatDate(r.desde)}</td>
                      <td className={table.td}>{r.hasta ? formatDate(r.hasta) : ''}</td>
                      <td className={table.td}>{r.motivoBaja ? <UserText>{r.motivoBaja}</UserText> : ''}</td>
                      <td className={table.td}>
                        {r.estado === 'activa' && (
                          <Button size="small" appearance="subtle" icon={<PersonDeleteRegular />} onClick={() => setLeaving(r)} aria-label={t('roll.bajaOf', { nombre: r.habitante.nombreCompleto })}>
                            {t('roll.baja')}
                          </Button>
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </ListStates>
        {roll.data && <Pager page={page} shownPage={roll.data.page} pageSize={roll.data.pageSize} total={roll.data.total} busy={roll.isFetching} onPage={(n) => go({ estado, page: n })} />}
      </Section>

      <Section labelledBy={historyId}>
        <div className={s.heading}>
          <HistoryRegular aria-hidden />
          <Subtitle2 as="h2" id={historyId}>
            {t('history.title')}
          </Subtitle2>
        </div>
        <ListStates query={history} t={t} empty={t('history.none')}>
          {(events) => (
            <ol className={s.history} aria-labelledby={historyId}>
              {events.items.map((entry) => {
                const line = describeHistory(entry, t);
                return (
                  <li key={entry.id} className={s.entry}>
                    <Body1Strong>
                      <UserText>{line.summary}</UserText>
                    </Body1Strong>
                    {line.details.map((d, i) => (
                      <Caption1 key={i}>
                        <UserText>{d}</UserText>
                      </Caption1>
                    ))}
                    <Caption1 className={s.muted}>{t('history.byAt', { who: entry.actor ? entry.actor.displayName || entry.actor.email : t('history.system'), when: formatDateTime(entry.at) })}</Caption1>
                  </li>
                );
              })}
            </ol>
          )}
        </ListStates>
        {history.data && history.data.total > history.data.pageSize && <Pager page={historyPage} shownPage={history.data.page} pageSize={history.data.pageSize} total={history.data.total} busy={history.isFetching} onPage={setHistoryPage} />}
      </Section>

      <ProgramaDialog open={editing} onClose={() => setEditing(false)} programa={p} />
      <BajaDialog programaId={id} item={leaving} onClose={() => setLeaving(null)} />
    </Page>
  );
}

/** Ends one person's enrolment, with the reason the history keeps. */
function BajaDialog({ programaId, item, onClose }: { programaId: string; item: RollItem | null; onClose: () => void }) {
  const { t } = useMidbT();
  const [baja, { isLoading }] = useBajaMutation();
  const [motivo, setMotivo] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const [seen, setSeen] = useState(item);
  if (seen !== item) {
    setSeen(item);
    setMotivo('');
    setFieldError(undefined);
    setError(null);
  }
  const submit = async () => {
    if (!item) return;
    if (motivo.trim().length < 3) return setFieldError(t('v.motivo'));
    setError(null);
    try {
      await baja({ id: programaId, habitanteId: item.habitante.id, motivo: motivo.trim() }).unwrap();
      notify({ message: t('roll.bajaDone', { nombre: item.habitante.nombreCompleto }), variant: 'success' });
      onClose();
    } catch (e) {
      setError(apiErrorMessage(e, t));
    }
  };
  return (
    <FormDialog
      open={item !== null}
      onClose={onClose}
      modalType="alert"
      title={t('roll.bajaTitle')}
      intro={item ? t('roll.bajaIntro', { nombre: item.habitante.nombreCompleto }) : undefined}
      submitLabel={t('roll.bajaConfirm')}
      busy={isLoading}
      error={error}
      onSubmit={submit}
    >
      <Field label={t('field.motivoBaja')} required validationMessage={fieldError} hint={t('roll.motivoHint')}>
        <Input
          value={motivo}
          maxLength={300}
          onChange={(_, d) => {
            setMotivo(d.value);
            setFieldError(undefined);
          }}
        />
      </Field>
    </FormDialog>
  );
}
