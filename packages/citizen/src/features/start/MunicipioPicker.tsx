import { Body1, Button, Field, Input, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { Building24Regular, Location24Regular } from '@fluentui/react-icons';
import { useEffect, useState } from 'react';

import { ActionLink } from '../../components/ActionLink';
import { Problem } from '../../components/States';
import { TOUCH } from '../../components/touch';
import { useCitizenT } from '../../i18n';
import { errorText } from '../../lib/errorText';
import { hrefs } from '../../lib/hrefs';
import { publicApi } from '../../lib/publicApi';
import { useRemote } from '../../lib/useRemote';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  search: { minHeight: TOUCH },
  locate: { minHeight: TOUCH, alignSelf: 'flex-start', '@media (max-width: 420px)': { alignSelf: 'stretch' } },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  muted: { color: tokens.colorNeutralForeground2 },
});

const TYPING_PAUSE_MS = 250;
const POSITION_TIMEOUT_MS = 15_000;

type Position = { lat: number; lng: number };

/**
 * "¿Cuál es tu municipio?": its name typed (accents and case do not matter) or the device's position, and
 * the municipalities that take reportes as links to their start page. The slug stays in those links only.
 */
export function MunicipioPicker({ initial = '' }: { initial?: string }) {
  const s = useStyles();
  const { t, i18n } = useCitizenT();
  const [typed, setTyped] = useState(initial);
  const [q, setQ] = useState(initial.trim());
  const [here, setHere] = useState<Position | null>(null);
  const [locating, setLocating] = useState(false);
  const [locateProblem, setLocateProblem] = useState<string | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setQ(typed.trim()), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const found = useRemote(() => publicApi.municipios(q, here), [q, here?.lat, here?.lng]);
  // Mexican Spanish writes 1.2 km (plain 'es' would write 1,2)
  const km = new Intl.NumberFormat(i18n.language === 'es' ? 'es-MX' : i18n.language, { maximumFractionDigits: 1 });

  const locate = () => {
    if (!navigator.geolocation) return setLocateProblem(t('picker.locate.unsupported'));
    setLocating(true);
    setLocateProblem(null);
    navigator.geolocation.getCurrentPosition(
      (p) => {
        setLocating(false);
        setHere({ lat: p.coords.latitude, lng: p.coords.longitude });
      },
      (err) => {
        setLocating(false);
        setLocateProblem(t(err.code === 1 ? 'picker.locate.denied' : 'picker.locate.failed'));
      },
      { timeout: POSITION_TIMEOUT_MS, maximumAge: 600_000 },
    );
  };

  let results;
  if (found.error) results = <Problem onRetry={found.retry}>{errorText(found.error, t)}</Problem>;
  else if (found.data && found.data.items.length === 0) results = <Body1 className={s.muted}>{t('picker.none')}</Body1>;
  else if (found.data) {
    results = (
      <ul className={s.list} aria-label={t('picker.results')} aria-busy={found.loading || undefined}>
        {found.data.items.map((m) => (
          <li key={m.slug}>
            <ActionLink to={hrefs.start(m.slug)} label={m.nombre} detail={m.km === null ? undefined : t('picker.km', { km: km.format(m.km) })} icon={<Building24Regular />} />
          </li>
        ))}
      </ul>
    );
  } else results = <Spinner size="small" label={t('picker.searching')} />;

  return (
    <div className={s.root}>
      <Field label={t('picker.label')} hint={t('picker.hint')} validationMessage={locateProblem ?? undefined} validationState={locateProblem ? 'warning' : 'none'}>
        <Input className={s.search} size="large" type="search" value={typed} autoComplete="off" onChange={(_, d) => setTyped(d.value)} />
      </Field>
      <Button className={s.locate} icon={locating ? <Spinner size="tiny" /> : <Location24Regular />} onClick={locate} disabledFocusable={locating}>
        {here ? t('picker.locate.again') : t('picker.locate')}
      </Button>
      <div aria-live="polite">{results}</div>
    </div>
  );
}
