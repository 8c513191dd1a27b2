import { Body1, makeStyles, tokens } from '@fluentui/react-components';
import { CalendarRegular, LocationRegular, PeopleRegular } from '@fluentui/react-icons';
import { UserText, formatDateTimeIn, type EvPublicEvento } from '@sig/shared';

import { useEvT } from '../i18n';

const useStyles = makeStyles({
  facts: { margin: 0, padding: 0, listStyleType: 'none', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  fact: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'flex-start', fontSize: tokens.fontSizeBase400, lineHeight: tokens.lineHeightBase400 },
  icon: { flexShrink: 0, fontSize: '22px', color: tokens.colorBrandForeground1, marginBlockStart: '1px' },
  description: { whiteSpace: 'pre-line', overflowWrap: 'anywhere' },
});

/** When: one line when the event starts and ends the same day, else both dates in full. */
export function whenText(e: { inicio: string; fin: string }, lang: string): string {
  const start = new Date(e.inicio);
  const end = new Date(e.fin);
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) return `${e.inicio} – ${e.fin}`;
  if (start.toDateString() === end.toDateString()) {
    const time = new Intl.DateTimeFormat(lang, { timeStyle: 'short' });
    return `${new Intl.DateTimeFormat(lang, { dateStyle: 'full' }).format(start)}, ${time.format(start)} – ${time.format(end)}`;
  }
  return `${formatDateTimeIn(e.inicio, lang)} – ${formatDateTimeIn(e.fin, lang)}`;
}

/** What anyone may know of the event: when, where, seats (no personal data here). */
export function EventoInfo({ evento, seats = true, description = true }: { evento: EvPublicEvento; seats?: boolean; description?: boolean }) {
  const s = useStyles();
  const { t, i18n } = useEvT();
  return (
    <>
      <ul className={s.facts}>
        <li className={s.fact}>
          <CalendarRegular className={s.icon} aria-label={t('public.when')} />
          <span>{whenText(evento, i18n.language)}</span>
        </li>
        <li className={s.fact}>
          <LocationRegular className={s.icon} aria-label={t('public.where')} />
          <UserText>{evento.lugar}</UserText>
        </li>
        {seats && (
          <li className={s.fact}>
            <PeopleRegular className={s.icon} aria-label={t('public.seats')} />
            <span>{evento.lugaresLibres > 0 ? t('public.seatsLeft', { count: evento.lugaresLibres, total: evento.capacidad }) : t('public.noSeats')}</span>
          </li>
        )}
      </ul>
      {description && evento.descripcion && (
        <Body1 className={s.description}>
          <UserText>{evento.descripcion}</UserText>
        </Body1>
      )}
    </>
  );
}
