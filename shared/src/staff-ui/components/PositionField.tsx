import { Button, Caption1, MessageBar, MessageBarBody, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { LocationRegular } from '@fluentui/react-icons';
import type { LatLng } from '@sig/shared';

import { useStaffUiT } from '../i18n';
import { distanceMeters, distanceText } from '../lib/geo';
import type { DevicePosition, PositionState } from '../lib/usePosition';

const useStyles = makeStyles({
  // minWidth 0: on a phone a long warning wraps inside the form instead of widening it past the screen
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM, fontVariantNumeric: 'tabular-nums' },
  far: { color: tokens.colorPaletteDarkOrangeForeground1, fontWeight: tokens.fontWeightSemibold },
});

/** Beyond this the person is probably not at the place: said, not refused (GPS drifts in town). */
export const FAR_METERS = 150;

export interface PositionFieldProps {
  state: PositionState;
  position: DevicePosition | null;
  /** The place the work is about (a case, a delivery); null when it has none. */
  target: LatLng | null;
  onLocate: () => void;
  /** The distance sentence in the page's words ("A 56 m del lugar del caso."), `far` beyond FAR_METERS. */
  distanceLabel: (distance: string, far: boolean) => string;
  /** Why no distance is measured when the place has no location. */
  noTargetLabel: string;
}

/** The device's position with its accuracy, the distance to the work's place, and why there is none. */
export function PositionField({ state, position, target, onLocate, distanceLabel, noTargetLabel }: PositionFieldProps) {
  const s = useStyles();
  const { t, i18n } = useStaffUiT();
  const lang = i18n.language;
  const distance = position && target ? distanceMeters(position, target) : null;
  return (
    <div className={s.root}>
      <div className={s.row}>
        <Button icon={state.status === 'locating' ? <Spinner size="tiny" /> : <LocationRegular />} disabled={state.status === 'locating'} onClick={onLocate}>
          {position ? t('position.again') : t('position.take')}
        </Button>
        {state.status === 'locating' && <Caption1>{t('position.locating')}</Caption1>}
      </div>
      {position && (
        <div className={s.row}>
          <span dir="ltr">
            {position.lat.toFixed(6)}, {position.lng.toFixed(6)}
          </span>
          <span>{t('position.accuracy', { m: distanceText(position.accuracy, lang) })}</span>
        </div>
      )}
      {distance !== null && (
        <div className={s.row} aria-live="polite">
          <span className={distance > FAR_METERS ? s.far : undefined}>{distanceLabel(distanceText(distance, lang), distance > FAR_METERS)}</span>
        </div>
      )}
      {!target && <Caption1>{noTargetLabel}</Caption1>}
      {state.status === 'failed' && (
        <MessageBar intent="warning" layout="multiline">
          <MessageBarBody>{t(`position.problem.${state.problem}`)}</MessageBarBody>
        </MessageBar>
      )}
    </div>
  );
}
