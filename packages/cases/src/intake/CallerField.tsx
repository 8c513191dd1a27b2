import { Button, Caption1, Field, Input, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { DismissRegular, PersonAddRegular, PersonRegular, SearchRegular } from '@fluentui/react-icons';
import { CALLER_QUERY_MIN, UserText, curpProblem, isApiRequestError, normalizeCurp, type Caller, type NewCallerBody } from '@sig/shared';
import { CheckboxGroup, formErrors, useDebounced } from '@sig/shared/staff-ui';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';

import { useLazyCallersQuery, useNewCallerMutation } from '../casesApi';
import { useCasesT } from '../i18n';

const useStyles = makeStyles({
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'flex-end' },
  grow: { flexGrow: 1, minWidth: '220px', '@media (max-width: 600px)': { minWidth: 0, width: '100%' } },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  item: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    borderRadius: tokens.borderRadiusMedium,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  who: { display: 'flex', flexDirection: 'column', minWidth: 0, overflowWrap: 'anywhere' },
  muted: { color: tokens.colorNeutralForeground3 },
  linked: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalS,
    padding: tokens.spacingHorizontalS,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorBrandBackground2,
  },
  newForm: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))',
    gap: tokens.spacingHorizontalM,
    padding: tokens.spacingHorizontalS,
    borderRadius: tokens.borderRadiusMedium,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  wide: { gridColumn: '1 / -1' },
  actions: { gridColumn: '1 / -1', display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, justifyContent: 'flex-end' },
});

const NEW_FIELDS = ['curp', 'nombre', 'apellidos', 'telefono', 'sinCurpMotivo'] as const;
type NewField = (typeof NEW_FIELDS)[number];
type NewValues = Record<NewField, string>;
const NEW_EMPTY: NewValues = { curp: '', nombre: '', apellidos: '', telefono: '', sinCurpMotivo: '' };

/** What identifies a person on the phone: the CURP (maybe masked), the phone, the colonia. */
function details(c: Caller): string {
  return [c.curp, c.telefono, c.colonia].filter(Boolean).join(' · ');
}

/** Enter in a field of this part must not send the case form around it. */
const onEnter = (run: () => void) => (e: KeyboardEvent) => {
  if (e.key !== 'Enter') return;
  e.preventDefault();
  run();
};

/**
 * The person on the line, from the registry: found by CURP, name or phone, or registered here with the
 * least that identifies them. The case is then linked to that person (its empty contact filled from the
 * registry by the server).
 */
export function CallerField({ value, onChange, error, disabled }: { value: Caller | null; onChange: (c: Caller | null) => void; error?: string; disabled?: boolean }) {
  const s = useStyles();
  const { t } = useCasesT();
  const [q, setQ] = useState('');
  const query = useDebounced(q.trim());
  const [found, setFound] = useState<{ q: string; items: Caller[]; total: number } | null>(null);
  const [searchError, setSearchError] = useState<string | null>(null);
  const [searching, setSearching] = useState(false);
  const [creating, setCreating] = useState(false);
  const [nv, setNv] = useState<NewValues>(NEW_EMPTY);
  const [newErrors, setNewErrors] = useState<Partial<Record<NewField, string>>>({});
  const [newGeneral, setNewGeneral] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // only the latest search may answer: a slow earlier one must not replace it
  const latest = useRef(0);
  const [searchCallers] = useLazyCallersQuery();
  const [registerCaller] = useNewCallerMutation();

  const run = async (text: string) => {
    const n = ++latest.current;
    if (text.length < CALLER_QUERY_MIN) {
      setFound(null);
      setSearching(false);
      return;
    }
    setSearching(true);
    setSearchError(null);
    try {
      const res = await searchCallers(text).unwrap();
      if (n === latest.current) setFound({ q: text, ...res });
    } catch (e) {
      if (n === latest.current) setSearchError(formErrors(e, []).general);
    } finally {
      if (n === latest.current) setSearching(false);
    }
  };

  // a settled query searches; so does coming back from a linked person
  useEffect(() => {
    if (!value) void run(query);
  }, [query, value]);

  const setNew = (key: NewField, v: string) => {
    setNv((old) => ({ ...old, [key]: v }));
    setNewErrors(({ [key]: _dropped, ...rest }) => rest);
  };

  const startNew = () => {
    // what was searched is likely the CURP or the name of the new person
    const typed = q.trim();
    const asCurp = normalizeCurp(typed);
    const isCurp = /^[A-Z]{4}\d/.test(asCurp);
    const isPhone = /^[\d\s()+.-]+$/.test(typed);
    setNv({ ...NEW_EMPTY, curp: isCurp ? asCurp : '', telefono: isPhone ? typed : '', nombre: !isCurp && !isPhone ? typed : '' });
    setNewErrors({});
    setNewGeneral(null);
    setCreating(true);
  };

  const validateNew = (): Partial<Record<NewField, string>> => {
    const e: Partial<Record<NewField, string>> = {};
    const curp = normalizeCurp(nv.curp);
    if (curp) {
      const problem = curpProblem(curp);
      if (problem) e.curp = t(`caller.curp.${problem}`);
    } else if (!nv.sinCurpMotivo.trim()) e.curp = t('caller.curpRequired');
    if (!nv.nombre.trim()) e.nombre = t('v.required');
    if (!nv.apellidos.trim()) e.apellidos = t('v.required');
    return e;
  };

  const register = async () => {
    if (saving) return;
    const problems = validateNew();
    setNewErrors(problems);
    setNewGeneral(null);
    if (Object.keys(problems).length) return;
    const curp = normalizeCurp(nv.curp);
    const body: NewCallerBody = {
      ...(curp ? { curp } : { sinCurpMotivo: nv.sinCurpMotivo.trim() }),
      nombre: nv.nombre.trim(),
      apellidos: nv.apellidos.trim(),
      ...(nv.telefono.trim() && { telefono: nv.telefono.trim() }),
    };
    setSaving(true);
    try {
      const caller = await registerCaller(body).unwrap();
      setCreating(false);
      setNv(NEW_EMPTY);
      onChange(caller);
    } catch (e) {
      const split = formErrors(e, NEW_FIELDS, t);
      setNewErrors(split.fields);
      setNewGeneral(split.general);
      // already registered: show that person, ready to link
      if (isApiRequestError(e) && e.code === 'persona.curp_taken') {
        setQ(curp);
        void run(curp);
      }
    } finally {
      setSaving(false);
    }
  };

  if (value) {
    return (
      <CheckboxGroup label={t('caller.label')} error={error}>
        <div className={s.linked} role="status">
          <div className={s.who}>
            <Text weight="semibold">
              <PersonRegular aria-hidden /> <UserText>{value.nombreCompleto}</UserText>
            </Text>
            {details(value) && (
              <Caption1 className={s.muted}>
                <UserText>{details(value)}</UserText>
              </Caption1>
            )}
          </div>
          <Button appearance="subtle" icon={<DismissRegular />} onClick={() => onChange(null)} disabled={disabled}>
            {t('caller.unlink')}
          </Button>
        </div>
      </CheckboxGroup>
    );
  }

  const more = found && found.total > found.items.length;
  return (
    <CheckboxGroup label={t('caller.label')} hint={t('caller.hint')} error={error}>
      <div className={s.row}>
        <Field className={s.grow} label={t('caller.search')}>
          <Input
            type="search"
            value={q}
            maxLength={120}
            autoComplete="off"
            contentBefore={<SearchRegular aria-hidden />}
            contentAfter={searching ? <Spinner size="extra-tiny" aria-label={t('common.loading')} /> : undefined}
            onChange={(_, d) => setQ(d.value)}
            onKeyDown={onEnter(() => void run(q.trim()))}
            disabled={disabled}
          />
        </Field>
        {!creating && (
          <Button icon={<PersonAddRegular />} onClick={startNew} disabled={disabled}>
            {t('caller.new')}
          </Button>
        )}
      </div>
      {searchError && (
        <Caption1 role="alert" className={s.muted}>
          {searchError}
        </Caption1>
      )}
      {found && !searchError && (
        <div aria-live="polite">
          {found.items.length === 0 ? (
            <Caption1 className={s.muted}>{t('caller.none')}</Caption1>
          ) : (
            <ul className={s.list} aria-label={t('caller.results')}>
              {found.items.map((c) => (
                <li key={c.id} className={s.item}>
                  <div className={s.who}>
                    <Text>
                      <UserText>{c.nombreCompleto}</UserText>
                    </Text>
                    {details(c) && (
                      <Caption1 className={s.muted}>
                        <UserText>{details(c)}</UserText>
                      </Caption1>
                    )}
                  </div>
                  <Button size="small" appearance="primary" onClick={() => onChange(c)} disabled={disabled} aria-label={t('caller.linkTo', { name: c.nombreCompleto })}>
                    {t('caller.link')}
                  </Button>
                </li>
              ))}
            </ul>
          )}
          {more && <Caption1 className={s.muted}>{t('caller.more', { n: found.total, shown: found.items.length })}</Caption1>}
        </div>
      )}
      {creating && (
        <div className={s.newForm} role="group" aria-label={t('caller.newTitle')}>
          <Field label={t('caller.curpLabel')} validationMessage={newErrors.curp} hint={t('caller.curpHint')}>
            <Input value={nv.curp} maxLength={24} autoComplete="off" onChange={(_, d) => setNew('curp', d.value)} onKeyDown={onEnter(() => void register())} />
          </Field>
          <Field label={t('caller.nombre')} required validationMessage={newErrors.nombre}>
            <Input value={nv.nombre} maxLength={120} autoComplete="off" onChange={(_, d) => setNew('nombre', d.value)} onKeyDown={onEnter(() => void register())} />
          </Field>
          <Field label={t('caller.apellidos')} required validationMessage={newErrors.apellidos}>
            <Input value={nv.apellidos} maxLength={160} autoComplete="off" onChange={(_, d) => setNew('apellidos', d.value)} onKeyDown={onEnter(() => void register())} />
          </Field>
          <Field label={t('field.telefono')} validationMessage={newErrors.telefono}>
            <Input type="tel" value={nv.telefono} maxLength={40} autoComplete="off" onChange={(_, d) => setNew('telefono', d.value)} onKeyDown={onEnter(() => void register())} />
          </Field>
          {!nv.curp.trim() && (
            <div className={s.wide}>
              <Field label={t('caller.sinCurpMotivo')} validationMessage={newErrors.sinCurpMotivo} hint={t('caller.sinCurpHint')}>
                <Input value={nv.sinCurpMotivo} maxLength={300} onChange={(_, d) => setNew('sinCurpMotivo', d.value)} onKeyDown={onEnter(() => void register())} />
              </Field>
            </div>
          )}
          {newGeneral && (
            <Caption1 role="alert" className={s.wide}>
              {newGeneral}
            </Caption1>
          )}
          <div className={s.actions}>
            <Button onClick={() => setCreating(false)} disabled={saving}>
              {t('common.cancel')}
            </Button>
            <Button appearance="primary" onClick={() => void register()} disabled={saving} icon={saving ? <Spinner size="tiny" /> : undefined}>
              {t('caller.register')}
            </Button>
          </div>
        </div>
      )}
    </CheckboxGroup>
  );
}
