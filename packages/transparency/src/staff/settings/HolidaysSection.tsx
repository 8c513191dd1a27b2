import { Badge, Button, Field, Input, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { CalendarAddRegular, DeleteRegular } from '@fluentui/react-icons';
import { TRANSP_FEDERAL_YEARS, notify, type TranspHolidayChange } from '@sig/shared';
import { BusyButton, ConfirmDialog, Empty, LoadError, Loading, NativeSelect, Section, apiErrorMessage, useTableStyles } from '@sig/shared/staff-ui';
import { type FormEvent, useId, useState } from 'react';

import { useTranspT } from '../../i18n';
import { longDay } from '../../lib/days';
import { useAgregarInhabilMutation, useFederalesMutation, useInhabilesQuery, useQuitarInhabilMutation } from '../transpApi';

const useStyles = makeStyles({
  bar: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'end' },
  add: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'start' },
});

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The cliente's holiday calendar, one year at a time; every change recomputes the open requests' due dates. */
export function HolidaysSection({ canEdit }: { canEdit: boolean }) {
  const s = useStyles();
  const table = useTableStyles();
  const { t } = useTranspT();
  const id = useId();
  const thisYear = new Date().getFullYear();
  const [year, setYear] = useState(thisYear);
  const holidays = useInhabilesQuery(year);
  const [add, adding] = useAgregarInhabilMutation();
  const [remove] = useQuitarInhabilMutation();
  const [federal, loadingFederal] = useFederalesMutation();
  const [fecha, setFecha] = useState('');
  const [nombre, setNombre] = useState('');
  const [errors, setErrors] = useState<{ fecha?: string; nombre?: string }>({});
  const [removing, setRemoving] = useState<string | null>(null);

  const years = Array.from({ length: thisYear + TRANSP_FEDERAL_YEARS.aheadMax - TRANSP_FEDERAL_YEARS.min + 1 }, (_, i) => TRANSP_FEDERAL_YEARS.min + i);
  const told = (change: TranspHolidayChange, key: string) =>
    notify({ message: `${t(key, { count: change.changed.length })} ${t('calendar.recomputed', { count: change.recomputed })}`, variant: 'success' });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found: { fecha?: string; nombre?: string } = {};
    if (!DATE.test(fecha)) found.fecha = t('calendar.fechaRequired');
    if (!nombre.trim()) found.nombre = t('calendar.nombreRequired');
    setErrors(found);
    if (Object.keys(found).length) return;
    try {
      told(await add({ fecha, nombre: nombre.trim() }).unwrap(), 'calendar.added');
      setFecha('');
      setNombre('');
      const y = Number(fecha.slice(0, 4));
      if (y !== year) setYear(y);
    } catch (x) {
      notify({ message: apiErrorMessage(x, t), variant: 'error' });
    }
  };

  const loadFederal = async () => {
    try {
      told(await federal({ year }).unwrap(), 'calendar.federalAdded');
    } catch (x) {
      notify({ message: apiErrorMessage(x, t), variant: 'error' });
    }
  };

  return (
    <Section labelledBy={id}>
      <Subtitle2 as="h2" id={id}>
        {t('calendar.title')}
      </Subtitle2>
      <div className={s.bar}>
        <Field label={t('calendar.year')}>
          {(p) => (<NativeSelect {...p} value={String(year)} onChange={(e) => setYear(Number(e.target.value))}>
            {years.map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </NativeSelect>)}
        </Field>
        {canEdit && (
          <BusyButton icon={<CalendarAddRegular />} busy={loadingFederal.isLoading} onClick={() => void loadFederal()}>
            {t('calendar.loadFederal', { year })}
          </BusyButton>
        )}
      </div>
      {holidays.isError ? (
        <LoadError message={apiErrorMessage(holidays.error, t)} onRetry={() => void holidays.refetch()} />
      ) : !holidays.data ? (
        <Loading />
      ) : holidays.data.items.length === 0 ? (
        <Empty>{t('calendar.empty', { year })}</Empty>
      ) : (
        <div className={table.scroller}>
          <table className={table.table} aria-label={t('calendar.table', { year })}>
            <thead>
              <tr>
                <th className={table.th}>{t('calendar.fecha')}</th>
                <th className={table.th}>{t('calendar.nombre')}</th>
                {canEdit && <th className={table.th}>{t('common.actions')}</th>}
              </tr>
            </thead>
            <tbody>
              {holidays.data.items.map((h) => (
                <tr key={h.fecha} className={table.row}>
                  <td className={table.td}>{longDay(h.fecha)}</td>
                  <td className={table.td}>
                    {h.nombre}{' '}
                    {h.federal && (
                      <Badge appearance="tint" color="brand">
                        {t('calendar.federal')}
                      </Badge>
                    )}
                  </td>
                  {canEdit && (
                    <td className={table.td}>
                      <Button size="small" appearance="subtle" icon={<DeleteRegular />} onClick={() => setRemoving(h.fecha)}>
                        {t('calendar.remove', { date: longDay(h.fecha) })}
                      </Button>
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {canEdit && (
        <form className={s.add} onSubmit={submit} noValidate aria-label={t('calendar.addTitle')}>
          <Field label={t('calendar.fecha')} validationMessage={errors.fecha} validationState={errors.fecha ? 'error' : 'none'}>
            <Input type="date" value={fecha} onChange={(_, d) => setFecha(d.value)} />
          </Field>
          <Field label={t('calendar.nombre')} validationMessage={errors.nombre} validationState={errors.nombre ? 'error' : 'none'}>
            <Input value={nombre} onChange={(_, d) => setNombre(d.value)} maxLength={120} />
          </Field>
          <Field label={'\u00a0'}>
            <BusyButton type="submit" appearance="primary" busy={adding.isLoading}>
              {t('calendar.add')}
            </BusyButton>
          </Field>
        </form>
      )}
      <ConfirmDialog
        open={removing !== null}
        title={t('calendar.removeTitle')}
        body={removing ? t('calendar.removeBody', { date: longDay(removing) }) : ''}
        confirmLabel={t('calendar.removeConfirm')}
        onConfirm={async () => {
          if (removing) told(await remove(removing).unwrap(), 'calendar.removed');
        }}
        onClose={() => setRemoving(null)}
        describeError={(e) => apiErrorMessage(e, t)}
      />
    </Section>
  );
}
