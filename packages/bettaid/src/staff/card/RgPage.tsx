import { Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { UserText, type BtCredencial } from '@sig/shared';
import { BackLink, Empty, LinkButton, LoadError, Loading, NavTabs, Page, RouterLink, Section, formatDate } from '@sig/shared/staff-ui';

import { useBtT } from '../../i18n';
import { lastDayText } from '../../lib/dates';
import { errorText } from '../../lib/errors';
import { useCredencialQuery, useHabitanteQuery } from '../btApi';
import { EstadoBadge } from '../list/EstadoBadge';
import { LIST_PATH, cardHref, newCardHref, rgHref } from '../links';
import { CardDetail } from './CardDetail';
import { History } from './History';

const useStyles = makeStyles({
  title: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  cards: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  card: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  mono: { fontFamily: tokens.fontFamilyMonospace },
  muted: { color: tokens.colorNeutralForeground3 },
  empty: { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: tokens.spacingVerticalM },
});

/** The card shown first: the vigente one, else the newest. */
const currentOf = (cards: readonly BtCredencial[]) => cards.find((c) => c.estado === 'vigente') ?? cards[0] ?? null;

function CardsList({ cards, label }: { cards: readonly BtCredencial[]; label: string }) {
  const s = useStyles();
  const { i18n } = useBtT();
  return (
    <ul className={s.cards} aria-label={label}>
      {cards.map((c) => (
        <li key={c.id} className={s.card}>
          <RouterLink href={cardHref(c.id)} className={s.mono}>
            {c.folio}
          </RouterLink>
          <EstadoBadge estado={c.estado} />
          <Caption1 className={s.muted}>
            {formatDate(c.emitidaEn)} – {lastDayText(c.venceEn, i18n.language || 'es')}
          </Caption1>
        </li>
      ))}
    </ul>
  );
}

function CurrentCard({ id, known, tab }: { id: string; known: { curp: string; colonia: string }; tab: string }) {
  const { t } = useBtT();
  const q = useCredencialQuery(id);
  if (q.isError) return <LoadError message={errorText(q.error, t)} onRetry={() => void q.refetch()} />;
  if (!q.data) return <Loading />;
  if (tab === 'historial')
    return (
      <Section>
        <History eventos={q.data.historial} label={t('rg.tab.historial')} />
      </Section>
    );
  return <CardDetail card={q.data} known={known} history={false} />;
}

/**
 * /bettaid/rg/:id/:user/:tab?: habitante :user's card of template :id. `credencial` (the default): the current card
 * (PDF, revoke, issue a new one) and the earlier ones; `historial`: what happened to it, who and when.
 */
export function RgPage({ plantillaId, habitanteId, tab }: { plantillaId: string; habitanteId: string; tab: string }) {
  const s = useStyles();
  const { t } = useBtT();
  const q = useHabitanteQuery({ habitanteId, plantillaId });
  const current = q.data ? currentOf(q.data.credenciales) : null;
  const shown = tab === 'historial' ? 'historial' : 'credencial';
  const others = q.data?.credenciales.filter((c) => c.id !== current?.id) ?? [];
  const h = q.data?.habitante;
  const plantillaName = q.data?.credenciales[0]?.plantilla.nombre;

  let body;
  if (q.isError) body = <LoadError message={errorText(q.error, t)} onRetry={() => void q.refetch()} />;
  else if (!q.data) body = <Loading />;
  else if (!current)
    body = (
      <Section>
        <div className={s.empty}>
          <Empty>{t('rg.sinCredencial')}</Empty>
          <LinkButton appearance="primary" icon={<AddRegular />} href={newCardHref(habitanteId, plantillaId)}>
            {t('list.emitir')}
          </LinkButton>
        </div>
      </Section>
    );
  else
    body = (
      <>
        <CurrentCard id={current.id} tab={shown} known={{ curp: h?.curp ?? '', colonia: h?.colonia?.nombre ?? '' }} />
        {shown === 'credencial' && others.length > 0 && (
          <Section>
            <h2 className={s.title}>{t('rg.anteriores')}</h2>
            <CardsList cards={others} label={t('rg.anteriores')} />
          </Section>
        )}
      </>
    );

  return (
    <Page
      title={h ? h.nombreCompleto : t('issue.back')}
      subtitle={plantillaName ? <UserText>{plantillaName}</UserText> : undefined}
      back={<BackLink href={LIST_PATH} label={t('issue.back')} />}
    >
      <NavTabs
        label={t('rg.tabs')}
        current={shown}
        tabs={[
          { id: 'credencial', label: t('rg.tab.credencial'), href: rgHref(plantillaId, habitanteId, 'credencial') },
          { id: 'historial', label: t('rg.tab.historial'), href: rgHref(plantillaId, habitanteId, 'historial') },
        ]}
      />
      {body}
    </Page>
  );
}
