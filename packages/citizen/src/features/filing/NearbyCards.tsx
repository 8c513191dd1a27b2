import { Body1, Button, Caption1, MessageBar, MessageBarBody, MessageBarTitle, makeStyles, tokens } from '@fluentui/react-components';
import { EstatusBadge, formatDateTimeIn, type LatLng } from '@sig/shared';
import { useEffect, useState } from 'react';

import { LinkButton } from '../../components/RouterLink';
import { Section } from '../../components/Section';
import { TOUCH } from '../../components/touch';
import { useCitizenT } from '../../i18n';
import type { NearbyCase } from '../../lib/contract';
import { errorText } from '../../lib/errorText';
import { hrefs } from '../../lib/hrefs';
import { publicApi } from '../../lib/publicApi';

const useStyles = makeStyles({
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  card: {
    display: 'grid',
    gridTemplateColumns: '88px 1fr',
    gap: tokens.spacingHorizontalM,
    padding: tokens.spacingVerticalS,
    borderRadius: tokens.borderRadiusLarge,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    alignItems: 'start',
  },
  photo: { width: '88px', height: '88px', objectFit: 'cover', borderRadius: tokens.borderRadiusMedium, backgroundColor: tokens.colorNeutralBackground3 },
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, minWidth: 0 },
  folio: { fontFamily: tokens.fontFamilyMonospace, fontWeight: tokens.fontWeightSemibold },
  muted: { color: tokens.colorNeutralForeground2 },
  button: { minHeight: TOUCH, alignSelf: 'flex-start', marginBlockStart: tokens.spacingVerticalXS },
});

const ASK_PAUSE_MS = 400;

/**
 * "¿Ya lo reportaron?": the open reportes of this tipo near the chosen place (the cliente's radius and days),
 * before the citizen sends another. "Me pasa lo mismo" counts them as support for that folio (and, with the
 * e-mail they typed, follows it) instead of filing anew. Nothing shows when there are none.
 */
export function NearbyCards({ cliente, tipoId, place, email }: { cliente: string; tipoId: string; place: LatLng | null; email: string }) {
  const s = useStyles();
  const { t, i18n } = useCitizenT();
  const [cards, setCards] = useState<{ items: NearbyCase[]; radioM: number } | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [joined, setJoined] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (!place) return setCards(null);
    let live = true;
    const timer = setTimeout(() => {
      publicApi.nearby(cliente, tipoId, place).then(
        (r) => live && setCards(r),
        // the cards help; without them the citizen can still file
        () => live && setCards(null),
      );
    }, ASK_PAUSE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [cliente, tipoId, place?.lat, place?.lng]);

  if (joined) {
    return (
      <MessageBar intent="success" layout="multiline" role="status">
        <MessageBarBody>
          <MessageBarTitle>{t('nearby.joined.title', { folio: joined })}</MessageBarTitle>
          {t(email.trim() ? 'nearby.joined.mail' : 'nearby.joined.body')}
          <div>
            <LinkButton to={hrefs.follow(cliente, joined)} appearance="primary">
              {t('nearby.joined.see', { folio: joined })}
            </LinkButton>
          </div>
        </MessageBarBody>
      </MessageBar>
    );
  }
  if (!cards || cards.items.length === 0) return null;

  const join = async (folio: string) => {
    setBusy(folio);
    setProblem(null);
    try {
      await publicApi.support(cliente, folio, email.trim() || undefined, i18n.language);
      setJoined(folio);
    } catch (err) {
      setProblem(errorText(err, t));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Section title={t('nearby.title')}>
      <Body1 className={s.muted}>{t('nearby.hint', { radio: cards.radioM })}</Body1>
      <ul className={s.list} aria-label={t('nearby.title')}>
        {cards.items.map((c) => (
          <li key={c.folio} className={s.card}>
            {c.foto ? <img className={s.photo} src={c.foto} alt={t('nearby.photo', { folio: c.folio })} loading="lazy" /> : <span className={s.photo} aria-hidden="true" />}
            <div className={s.body}>
              <span className={s.folio} dir="ltr">
                {c.folio}
              </span>
              <span>
                <EstatusBadge nombre={c.estatus.nombre} color={c.estatus.color} look="ring" />
              </span>
              <Caption1 className={s.muted}>
                {t('nearby.meta', { date: formatDateTimeIn(c.createdAt, i18n.language), m: c.distanciaM })}
                {c.apoyos > 0 && ` · ${t('nearby.apoyos', { count: c.apoyos })}`}
              </Caption1>
              <Button className={s.button} appearance="primary" disabledFocusable={busy !== null} onClick={() => void join(c.folio)}>
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
    </Section>
  );
}
