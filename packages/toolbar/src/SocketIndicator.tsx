import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { LazyTooltip, useSocketStatus, useT } from '@sig/shared';

const useStyles = makeStyles({
  box: { display: 'inline-grid', placeItems: 'center', width: '24px', height: '32px', flexShrink: 0 },
  dot: {
    width: '10px',
    height: '10px',
    borderRadius: tokens.borderRadiusCircular,
    boxShadow: `0 0 0 ${tokens.strokeWidthThin} ${tokens.colorNeutralStroke1}`,
  },
  online: { backgroundColor: tokens.colorStatusSuccessBackground3 },
  connecting: { backgroundColor: tokens.colorStatusWarningBackground3 },
  offline: { backgroundColor: tokens.colorStatusDangerBackground3 },
});

/** Spec 4: the realtime socket's online / offline state, beside the chat and notification toggles. */
export function SocketIndicator() {
  const s = useStyles();
  const { t } = useT('toolbar');
  const status = useSocketStatus();
  // 'idle' means no session wants a socket: nothing to tell.
  if (status === 'idle') return null;
  const label = t(`socket.${status}`);
  return (
    <LazyTooltip content={label} relationship="label" withArrow>
      <span className={s.box} role="img" aria-label={label} data-testid="socket-indicator" data-status={status}>
        <span className={mergeClasses(s.dot, s[status])} />
      </span>
    </LazyTooltip>
  );
}
