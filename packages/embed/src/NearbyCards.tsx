import { Body1, Button, Caption1, Link, MessageBar, MessageBarBody, MessageBarTitle, makeStyles, tokens } from '@fluentui/react-components';
import type { LatLng, NearbyResponse } from '@sig/shared/contract';
import { EstatusBadge, formatDateTimeIn } from '@sig/shared';
import { useEffect, useState } from 'react';

import type { CitizenT } from './citizenStrings';
import type { SiteUrls } from './citizenSettings';
import { publicCall, refusalOf, refusalText } from './publicCall';
import { isNearby, isSupported } from './publicShapes';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  title: { margin: 0, fontSize: tokens.fontSizeBase400, lineHeight: tokens.lineHeightBase400, fontWeight: tokens.fontWeightSemibold },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  card: { display: 'grid', gridTemplateColumns: '72px 1fr', gap: tokens.spacingHorizontalM, padding: tokens.spacingVerticalS, borderRadius: tokens.borderRadiusLarge, border: `1px solid ${tokens.colorNeutralStroke2}`, alignItems: 'start' },
  photo: { width: '72px', height: '72px', objectFit: 'cover', borderRadius: tokens.borderRadiusMedium, backgroundColor: tokens.colorNeutralBackground3 },
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, minWidth: 0, alignItems: 'flex-start' },
  folio: { fontFamily: tokens.fontFamilyMonospace, fontWeight: tokens.fontWeightSemibold },
  muted: { color: tokens.colorNeutralForeground2 },
});

/** Waits this long after the pin stops moving before asking. */
const ASK_PAUSE_MS = 400;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface NearbyCardsProps {
  urls: SiteUrls;
  tipoId: string;
  place: LatLng;
  /** The e-mail typed in the form: "Me pasa lo mismo" also follows the folio with it (double opt-in). */
  email: string;
  lang: string;
  t: CitizenT;
}

/**
 * "¿Ya lo reportaron?": the open reportes of this tipo near the pin (the cliente's radius and days). "Me pasa
 * lo mismo" counts the citizen's support on that folio instead of filing anew. Nothing shows when there are
 * none, or when the cards cannot be read (the citizen can still file).
 */
export function NearbyCards({ urls, tipoId, place, email, lang, t }: NearbyCardsProps) {
  const s = useStyles();
  const [cards, setCards] = useState<NearbyResponse | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [joined, setJoined] = useState<{ folio: string; mailed: boolean } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      publicCall(urls.nearby(tipoId, place), isNearby, { signal: controller.signal }).then(
        (r) => controller.signal.aborted || setCards(r),
        () => controller.signal.aborted || setCards(null),
      );
    }, ASK_PAUSE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [urls, tipoId, place.lat, place.lng]);

  if (joined) {
    return (
      <MessageBar intent="success" layout="multiline" role="status">
        <MessageBarBody>
          <MessageBarTitle>{t('nearby.joined', { folio: joined.folio })}</MessageBarTitle>
          {joined.mailed && t('nearby.joined.mail')}{' '}
          <Link href={urls.followPage(joined.folio)} target="_blank" rel="noopener">
            {t('nearby.see', { folio: joined.folio })} {t('newTab')}
          </Link>
        </MessageBarBody>
      </MessageBar>
    );
  }
  if (!cards || cards.items.length === 0) return null;

  const join = async (folio: string) => {
    const mail = EMAIL.test(email.trim()) ? email.trim() : undefined;
    setBusy(folio);
    setProblem(null);
    try {
      await publicCall(urls.support(folio), isSupported, { json: { ...(mail && { email: mail }), lang } });
      setJoined({ folio, mailed: Boolean(mail) });
    } catch (e) {
      setProblem(refusalText(refusalOf(e), t));
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className={s.root} aria-labelledby="sig-nearby-title" data-testid="sig-nearby">
      <h3 id="sig-nearby-title" className={s.title}>
        {t('nearby.title')}
      </h3>
      <Body1 className={s.muted}>{t('nearby.hint', { radio: cards.radioM })}</Body1>
      <ul className={s.list}>
        {cards.items.map((c) => (
          <li key={c.folio} className={s.card}>
            {c.foto ? <img className={s.photo} src={c.foto} alt={t('nearby.photo', { folio: c.folio })} loading="lazy" /> : <span className={s.photo} aria-hidden="true" />}
            <div className={s.body}>
              <span className={s.folio} dir="ltr">
                {c.folio}
              </span>
              <EstatusBadge nombre={c.estatus.nombre} color={c.estatus.color} look="ring" />
              <Caption1 className={s.muted}>
                {t('nearby.meta', { date: formatDateTimeIn(c.createdAt, lang), m: c.distanciaM })}
                {c.apoyos > 0 && ` · ${t('nearby.apoyos', { n: c.apoyos })}`}
              </Caption1>
              <Button appearance="primary" disabledFocusable={busy !== null} onClick={() => void join(c.folio)}>
                {t('nearby.join')}
              </Button>
            </div>
          </li>
        ))}
      </ul>
      {problem && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{problem}</MessageBarBody>
        </MessageBar>
      )}
    </section>
  );
}
