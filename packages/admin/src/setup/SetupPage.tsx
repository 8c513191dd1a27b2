import { Body1, Button, Caption1, MessageBar, MessageBarBody, Subtitle2, makeStyles, mergeClasses, tokens, useId } from '@fluentui/react-components';
import { CheckmarkCircleFilled, CircleRegular, DismissCircleRegular } from '@fluentui/react-icons';
import { SETUP_STEPS, errorMessage, isApiRequestError, type SetupStep, type SetupStepState } from '@sig/shared';
import { LoadError, Loading, Page, Section, readQuery, writeQuery } from '@sig/shared/staff-ui';
import { type ReactNode, useEffect, useRef, useState } from 'react';

import { useSetupT } from './i18n';
import { type ClienteSettings, type SetupStatus, useClienteQuery, useMarkSetupStepMutation, useSetupStatusQuery } from '../adminApi';
import { CatalogsStep, ColoniasStep, TeamStep } from './dataSteps';
import { IdentityStep, MapStep, TimezoneStep } from './clienteSteps';
import { PublicStep } from './PublicStep';

const useStyles = makeStyles({
  layout: { display: 'grid', gridTemplateColumns: 'minmax(200px, 280px) minmax(0, 1fr)', gap: tokens.spacingHorizontalXL, alignItems: 'start', '@media (max-width: 760px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
  steps: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  stepButton: {
    width: '100%',
    justifyContent: 'flex-start',
    textAlign: 'start',
    gap: tokens.spacingHorizontalS,
    paddingBlock: tokens.spacingVerticalS,
    fontWeight: tokens.fontWeightRegular,
  },
  current: { backgroundColor: tokens.colorNeutralBackground1Selected, fontWeight: tokens.fontWeightSemibold },
  stepText: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', minWidth: 0 },
  hecho: { color: tokens.colorPaletteGreenForeground1 },
  omitido: { color: tokens.colorNeutralForeground3 },
  pendiente: { color: tokens.colorPaletteMarigoldForeground1 },
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  footer: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center', borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`, paddingTop: tokens.spacingVerticalM },
  progress: { height: '6px', borderRadius: tokens.borderRadiusCircular, backgroundColor: tokens.colorNeutralBackground4, overflow: 'hidden' },
  bar: { height: '100%', backgroundColor: tokens.colorBrandBackground },
});

const ICON: Record<SetupStepState, ReactNode> = {
  hecho: <CheckmarkCircleFilled />,
  omitido: <DismissCircleRegular />,
  pendiente: <CircleRegular />,
};

const isStep = (v: string | null): v is SetupStep => (SETUP_STEPS as readonly string[]).includes(v ?? '');

/** The first step still to do, or the first one when none is. */
const firstPending = (status: SetupStatus): SetupStep => status.steps.find((s) => s.state === 'pendiente')?.step ?? SETUP_STEPS[0];

/** What one step shows, given the cliente and a way to go on once it is done. */
export interface StepProps {
  cliente: ClienteSettings;
  status: SetupStatus;
  /** Marks a step that no data can tell done (identity, time zone, public link) and goes on. */
  confirm: () => Promise<void>;
  next: () => void;
}

function StepBody({ step, ...props }: StepProps & { step: SetupStep }) {
  switch (step) {
    case 'identidad':
      return <IdentityStep {...props} />;
    case 'zonaHoraria':
      return <TimezoneStep {...props} />;
    case 'mapa':
      return <MapStep {...props} />;
    case 'catalogos':
      return <CatalogsStep {...props} />;
    case 'colonias':
      return <ColoniasStep {...props} />;
    case 'equipo':
      return <TeamStep {...props} />;
    case 'difusion':
      return <PublicStep {...props} />;
  }
}

/**
 * /sig/configuracion: the setup guide of a new cliente (issue 24). Seven steps, each with what is still
 * missing as the server computes it; any can be skipped and taken up again. The step shown is kept in the
 * address (`?paso=`), so a reload or a link opens the same one.
 */
export function SetupPage() {
  const s = useStyles();
  const { t } = useSetupT();
  const status = useSetupStatusQuery();
  const cliente = useClienteQuery();
  const [mark, marking] = useMarkSetupStepMutation();
  const [chosen, setChosen] = useState<SetupStep | null>(() => {
    const q = readQuery().get('paso');
    return isStep(q) ? q : null;
  });
  const [problem, setProblem] = useState<string | null>(null);
  const headingId = useId('step');
  const moved = useRef(false);
  // a step opened from the list or by going on: its heading takes the focus (and comes into view on a phone, below the list)
  useEffect(() => {
    if (moved.current) document.getElementById(headingId)?.focus();
  }, [chosen, headingId]);

  const failed = status.isError ? status.error : cliente.isError ? cliente.error : null;
  if (failed && !(status.data && cliente.data)) {
    return (
      <Page title={t('setup.title')}>
        <LoadError
          message={errorMessage(failed)}
          onRetry={() => {
            void status.refetch();
            void cliente.refetch();
          }}
        />
      </Page>
    );
  }
  if (!status.data || !cliente.data) {
    return (
      <Page title={t('setup.title')}>
        <Loading />
      </Page>
    );
  }
  const st = status.data;
  const step = chosen ?? firstPending(st);
  const stateOf = (x: SetupStep) => st.steps.find((y) => y.step === x)!.state;
  const done = st.steps.filter((x) => x.state !== 'pendiente').length;
  const open = (x: SetupStep) => {
    moved.current = true;
    setChosen(x);
    setProblem(null);
    writeQuery({ paso: x });
  };
  const index = SETUP_STEPS.indexOf(step);
  const next = () => open(SETUP_STEPS[(index + 1) % SETUP_STEPS.length]!);
  const setState = async (x: SetupStep, state: SetupStepState) => {
    setProblem(null);
    try {
      await mark({ step: x, state }).unwrap();
      return true;
    } catch (err) {
      // the server's sentence, not "check the marked field": this page has no field to mark
      setProblem(isApiRequestError(err) && err.status < 500 ? err.message : errorMessage(err));
      return false;
    }
  };
  const state = stateOf(step);

  return (
    <Page title={t('setup.title')} subtitle={t('setup.progress', { done, total: SETUP_STEPS.length })}>
      <div className={s.progress} role="progressbar" aria-label={t('setup.title')} aria-valuemin={0} aria-valuemax={SETUP_STEPS.length} aria-valuenow={done}>
        <div className={s.bar} style={{ width: `${(done / SETUP_STEPS.length) * 100}%` }} />
      </div>
      {st.complete ? (
        <MessageBar intent="success">
          <MessageBarBody>{t('setup.complete')}</MessageBarBody>
        </MessageBar>
      ) : (
        <Body1>{t('setup.intro')}</Body1>
      )}
      <div className={s.layout}>
        <nav aria-label={t('setup.stepsLabel')}>
          <ol className={s.steps}>
            {SETUP_STEPS.map((x, i) => {
              const xs = stateOf(x);
              return (
                <li key={x}>
                  <Button
                    appearance="subtle"
                    className={mergeClasses(s.stepButton, x === step && s.current)}
                    aria-current={x === step ? 'step' : undefined}
                    icon={<span className={s[xs]}>{ICON[xs]}</span>}
                    onClick={() => open(x)}
                  >
                    <span className={s.stepText}>
                      <span>
                        {i + 1}. {t(`setup.step.${x}`)}
                      </span>
                      <Caption1 className={s[xs]}>{t(`setup.state.${xs}`)}</Caption1>
                    </span>
                  </Button>
                </li>
              );
            })}
          </ol>
        </nav>
        <Section labelledBy={headingId}>
          <div className={s.body} data-testid={`setup-step-${step}`}>
            <Subtitle2 as="h2" id={headingId} tabIndex={-1}>
              {index + 1}. {t(`setup.step.${step}`)}
            </Subtitle2>
            <Body1>{t(`setup.desc.${step}`)}</Body1>
            {state === 'omitido' && (
              <MessageBar intent="info">
                <MessageBarBody>{t('setup.skipped')}</MessageBarBody>
              </MessageBar>
            )}
            <StepBody
              key={step}
              step={step}
              cliente={cliente.data}
              status={st}
              next={next}
              confirm={async () => {
                if (await setState(step, 'hecho')) next();
              }}
            />
            {problem && (
              <MessageBar intent="error" role="alert">
                <MessageBarBody>{problem}</MessageBarBody>
              </MessageBar>
            )}
            <div className={s.footer}>
              {state === 'pendiente' && (
                <Button
                  disabled={marking.isLoading}
                  onClick={async () => {
                    if (await setState(step, 'omitido')) next();
                  }}
                >
                  {t('setup.skip')}
                </Button>
              )}
              {state === 'omitido' && (
                <Button disabled={marking.isLoading} onClick={() => void setState(step, 'pendiente')}>
                  {t('setup.resume')}
                </Button>
              )}
              <Button appearance="subtle" onClick={next}>
                {t('setup.next')}
              </Button>
            </div>
          </div>
        </Section>
      </div>
    </Page>
  );
}
