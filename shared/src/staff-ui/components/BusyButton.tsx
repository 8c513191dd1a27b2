import { Button, type ButtonProps, Spinner } from '@fluentui/react-components';

/** A Fluent button that shows a small spinner and takes no second click while its work is under way. */
export function BusyButton({ busy, disabled, icon, ...props }: ButtonProps & { busy: boolean }) {
  return <Button {...props} disabled={busy || disabled} icon={busy ? <Spinner size="tiny" /> : icon} />;
}
