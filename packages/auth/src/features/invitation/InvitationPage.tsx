import { Body1, Button, Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { errorMessage, INVITATION_PATHS, type InvitationCheckResponse, isApiRequestError, LinkButton, LOGIN_PATH, request, RouterLink } from '@sig/shared';
import { useEffect, useState } from 'react';

import { AuthCard } from '../../components/AuthCard';
import { BusyState } from '../../components/BusyState';
import { ErrorAlert } from '../../components/ErrorAlert';
import { LinkCheckFailed } from '../../components/LinkCheckFailed';
import { StatusIcon } from '../../components/StatusIcon';
import { useAuthT } from '../../i18n';

type Invitation = Required<Pick<InvitationCheckResponse, 'cliente' | 'email'>> & InvitationCheckResponse;
type Step =
  | { kind: 'checking' }
  | { kind: 'not-found' }
  | { kind: 'check-failed'; message: string }
  | { kind: 'ask'; invitation: Invitation }
  | { kind: 'answered'; accepted: boolean; cliente: string };

const useStyles = makeStyles({
  facts: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    paddingBlock: tokens.spacingVerticalM,
    paddingInline: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground3,
    overflowWrap: 'anywhere',
  },
  label: { color: tokens.colorNeutralForeground3 },
  roles: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  // a plain chip: Fluent's Badge lives in the staff half of Fluent, which public pages must not load
  role: {
    paddingBlock: tokens.spacingVerticalXXS,
    paddingInline: tokens.spacingHorizontalS,
    borderRadius: tokens.borderRadiusMedium,
    border: `1px solid ${tokens.colorBrandStroke2}`,
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorBrandForeground2,
    fontSize: tokens.fontSizeBase200,
    fontWeight: tokens.fontWeightSemibold,
  },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  grow: { flexGrow: 1 },
});

/**
 * /invitacion/:id (issue 19): the owner of an existing account decides whether it joins another cliente.
 * Until they accept, that cliente sees nothing of the account; declining removes the invitation.
 */
export function InvitationPage({ id }: { id: string }) {
  const s = useStyles();
  const { t } = useAuthT();
  const [step, setStep] = useState<Step>({ kind: 'checking' });
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState<'accept' | 'decline' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    setStep({ kind: 'checking' });
    request('post', INVITATION_PATHS.check, 'InvitationCheckResponse', { json: { _id: id } }).then(
      (res) => live && setStep(res.cliente && res.email ? { kind: 'ask', invitation: { ...res, cliente: res.cliente, email: res.email } } : { kind: 'not-found' }),
      (e: unknown) => {
        if (!live) return;
        if (isApiRequestError(e) && e.status >= 400 && e.status < 500) setStep({ kind: 'not-found' });
        else setStep({ kind: 'check-failed', message: errorMessage(e) });
      },
    );
    return () => {
      live = false;
    };
  }, [id, attempt]);

  const answer = async (accept: boolean) => {
    setBusy(accept ? 'accept' : 'decline');
    setFailure(null);
    try {
      const res = await request('post', accept ? INVITATION_PATHS.accept : INVITATION_PATHS.decline, 'InvitationAnswerResponse', { json: { _id: id } });
      setStep({ kind: 'answered', accepted: accept, cliente: res.cliente });
    } catch (e) {
      if (isApiRequestError(e) && e.status === 404) setStep({ kind: 'not-found' });
      else setFailure(errorMessage(e));
    }
    setBusy(null);
  };

  switch (step.kind) {
    case 'checking':
      return (
        <AuthCard title={t('invitation.title')}>
          <BusyState label={t('invitation.checking')} />
        </AuthCard>
      );
    case 'check-failed':
      return <LinkCheckFailed title={t('invitation.title')} message={step.message} onRetry={() => setAttempt((n) => n + 1)} />;
    case 'not-found':
      return (
        <AuthCard title={t('invitation.notFound')} description={t('invitation.notFoundBody')} visual={<StatusIcon kind="lost" />} focusTitle>
          <LinkButton href={LOGIN_PATH} appearance="primary" size="large">
            {t('common.login')}
          </LinkButton>
        </AuthCard>
      );
    case 'answered':
      return step.accepted ? (
        <AuthCard title={t('invitation.acceptedTitle', { cliente: step.cliente })} description={t('invitation.acceptedBody')} visual={<StatusIcon kind="success" />} focusTitle>
          <LinkButton href={LOGIN_PATH} appearance="primary" size="large">
            {t('common.login')}
          </LinkButton>
        </AuthCard>
      ) : (
        <AuthCard title={t('invitation.declinedTitle')} description={t('invitation.declinedBody', { cliente: step.cliente })} visual={<StatusIcon kind="lost" />} focusTitle>
          <LinkButton href={LOGIN_PATH} appearance="secondary" size="large">
            {t('common.login')}
          </LinkButton>
        </AuthCard>
      );
    case 'ask': {
      const inv = step.invitation;
      return (
        <AuthCard
          title={t('invitation.askTitle', { cliente: inv.cliente })}
          description={inv.invitedBy ? t('invitation.askBodyBy', { name: inv.invitedBy, cliente: inv.cliente }) : t('invitation.askBody', { cliente: inv.cliente })}
          visual={<StatusIcon kind="mail" />}
          footer={<RouterLink href={LOGIN_PATH}>{t('common.backToLogin')}</RouterLink>}
        >
          {failure && <ErrorAlert>{failure}</ErrorAlert>}
          <div className={s.facts}>
            <Caption1 className={s.label}>{t('ticket.account')}</Caption1>
            <Body1 data-testid="invitation-email">{inv.email}</Body1>
            {inv.roles && inv.roles.length > 0 && (
              <>
                <Caption1 className={s.label}>{t('invitation.roles')}</Caption1>
                <div className={s.roles}>
                  {inv.roles.map((r) => (
                    <span key={r} className={s.role}>
                      {r}
                    </span>
                  ))}
                </div>
              </>
            )}
          </div>
          <Body1>{t('invitation.consent', { cliente: inv.cliente })}</Body1>
          <div className={s.actions}>
            <Button className={s.grow} appearance="primary" size="large" disabled={busy !== null} onClick={() => void answer(true)}>
              {busy === 'accept' ? t('invitation.accepting') : t('invitation.accept')}
            </Button>
            <Button className={s.grow} size="large" disabled={busy !== null} onClick={() => void answer(false)}>
              {busy === 'decline' ? t('invitation.declining') : t('invitation.decline')}
            </Button>
          </div>
        </AuthCard>
      );
    }
  }
}
