import { Badge, Button, Field, Input, Subtitle2, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { DismissCircleRegular, SearchRegular } from '@fluentui/react-icons';
import { UserText, type EvRegistro } from '@sig/shared';
import {
  CsvButton,
  EV_PATHS,
  EV_REGISTRO_FILTROS,
  FormDialog,
  ListStates,
  NativeSelect,
  Pager,
  Section,
  TextArea,
  evPath,
  formErrors,
  formatDateTime,
  useDebounced,
  useTableStyles,
} from '@sig/shared/staff-ui';
import { useId, useState } from 'react';

import { useEvT } from '../../i18n';
import { REGISTRO_BADGE } from '../estadoStyle';
import { useCancelarRegistroMutation, useRegistrosQuery } from '../eventosApi';

const useStyles = makeStyles({
  head: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'flex-end', justifyContent: 'space-between' },
  filters: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'flex-end', flexGrow: 1 },
  search: { flexGrow: 1, flexBasis: '200px', minWidth: 0 },
  mono: { fontFamily: tokens.fontFamilyMonospace, whiteSpace: 'nowrap' },
  sub: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  busy: { opacity: 0.6 },
});

const PAGE_SIZE = 25;

/** The cancel dialog: a reason is required, and it goes into the registration's history. */
function CancelDialog({ eventoId, registro, onClose }: { eventoId: string; registro: EvRegistro | null; onClose: () => void }) {
  const { t } = useEvT();
  const [motivo, setMotivo] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [cancelar, state] = useCancelarRegistroMutation();
  const submit = async () => {
    if (!registro) return;
    if (!motivo.trim()) return setFieldError(t('registros.motivoRequired'));
    setFieldError(null);
    setError(null);
    try {
      await cancelar({ id: eventoId, registroId: registro.id, body: { motivo: motivo.trim() } }).unwrap();
      setMotivo('');
      onClose();
    } catch (e) {
      const found = formErrors(e, ['motivo'], t);
      setFieldError(found.fields.motivo ?? null);
      setError(found.general);
    }
  };
  return (
    <FormDialog
      open={!!registro}
      onClose={() => (setMotivo(''), setError(null), setFieldError(null), onClose())}
      modalType="alert"
      title={t('registros.cancelTitle')}
      intro={registro ? t('registros.cancelIntro', { nombre: registro.nombre, codigo: registro.codigo }) : ''}
      error={error}
      submitLabel={t('registros.cancelConfirm')}
      busy={state.isLoading}
      onSubmit={submit}
    >
      <Field label={t('registros.motivo')} required validationMessage={fieldError} validationState={fieldError ? 'error' : 'none'}>
        <TextArea value={motivo} maxLength={500} rows={3} onChange={(e) => setMotivo(e.target.value)} aria-invalid={!!fieldError} />
      </Field>
    </FormDialog>
  );
}

function RegistrosTable({ items, busy, editar, onCancel }: { items: EvRegistro[]; busy: boolean; editar: boolean; onCancel: (r: EvRegistro) => void }) {
  const s = useStyles();
  const table = useTableStyles();
  const { t } = useEvT();
  return (
    <div className={table.scroller} data-scroll-x>
      <table className={mergeClasses(table.table, busy && s.busy)} aria-busy={busy} aria-label={t('registros.table')}>
        <thead>
          <tr>
            <th className={table.th}>{t('registros.col.nombre')}</th>
            <th className={table.th}>{t('registros.col.codigo')}</th>
            <th className={table.th}>{t('registros.col.estado')}</th>
            <th className={table.th}>{t('registros.col.checkin')}</th>
            {editar && <th className={table.th}>{t('common.actions')}</th>}
          </tr>
        </thead>
        <tbody>
          {items.map((r) => (
            <tr key={r.id} className={table.row}>
              <td className={table.td}>
                <UserText>{r.nombre}</UserText>
                <div className={s.sub}>{t(`origen.${r.origen}`)}</div>
              </td>
              <td className={mergeClasses(table.td, s.mono)} dir="ltr">
                {r.codigo}
              </td>
              <td className={table.td}>
                <Badge appearance="tint" color={REGISTRO_BADGE[r.estado]}>
                  {r.estado === 'espera' && r.posicionEspera ? t('registros.espera', { n: r.posicionEspera }) : t(`registro.estado.${r.estado}`)}
                </Badge>
                {r.motivoCancelacion && (
                  <div className={s.sub}>
                    <UserText>{r.motivoCancelacion}</UserText>
                  </div>
                )}
              </td>
              <td className={table.td}>
                {r.checkin ? (
                  <>
                    {formatDateTime(r.checkin.en)}
                    <div className={s.sub}>
                      {t('registros.puerta')} <UserText>{r.checkin.puerta}</UserText>
                      {r.checkin.por && (
                        <>
                          {' · '}
                          <UserText>{r.checkin.por.displayName}</UserText>
                        </>
                      )}
                    </div>
                  </>
                ) : (
                  <span className={table.muted}>—</span>
                )}
              </td>
              {editar && (
                <td className={table.td}>
                  {r.estado !== 'cancelado' && (
                    <Button size="small" icon={<DismissCircleRegular />} onClick={() => onCancel(r)} aria-label={t('registros.cancelOne', { nombre: r.nombre })}>
                      {t('registros.cancel')}
                    </Button>
                  )}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** An event's registrations, paged and searched on the server; EventoEdit cancels one (with a reason, after confirming). */
export function RegistrosSection({ eventoId, editar }: { eventoId: string; editar: boolean }) {
  const s = useStyles();
  const { t } = useEvT();
  const headingId = useId();
  const [q, setQ] = useState('');
  const [estado, setEstado] = useState('');
  const [page, setPage] = useState(1);
  const [cancelling, setCancelling] = useState<EvRegistro | null>(null);
  const search = useDebounced(q.trim());
  const filters = { ...(search && { q: search }), ...(estado && { estado }) };
  const list = useRegistrosQuery({ id: eventoId, params: { ...filters, page: String(page), pageSize: String(PAGE_SIZE) } });
  return (
    <Section labelledBy={headingId}>
      <div className={s.head}>
        <Subtitle2 as="h2" id={headingId}>
          {t('registros.title')}
        </Subtitle2>
        <CsvButton path={evPath(EV_PATHS.registrosCsv, { id: eventoId })} params={filters} filePrefix={t('list.csvName')} errorT={t} />
      </div>
      <div className={s.filters} role="search">
        <Field label={t('registros.search')} className={s.search}>
          <Input type="search" contentBefore={<SearchRegular />} value={q} onChange={(_, d) => (setQ(d.value), setPage(1))} />
        </Field>
        <Field label={t('registros.filtro')}>
          <NativeSelect value={estado} onChange={(e) => (setEstado(e.target.value), setPage(1))}>
            <option value="">{t('list.todos')}</option>
            {EV_REGISTRO_FILTROS.map((f) => (
              <option key={f} value={f}>
                {t(`filtro.${f}`)}
              </option>
            ))}
          </NativeSelect>
        </Field>
      </div>
      <ListStates query={list} t={t} empty={search || estado ? t('registros.noMatch') : t('registros.empty')}>
        {(data) => (
          <>
            <RegistrosTable items={data.items} busy={list.isFetching} editar={editar} onCancel={setCancelling} />
            <Pager page={page} shownPage={data.page} pageSize={data.pageSize} total={data.total} busy={list.isFetching} onPage={setPage} />
          </>
        )}
      </ListStates>
      <CancelDialog eventoId={eventoId} registro={cancelling} onClose={() => setCancelling(null)} />
    </Section>
  );
}
