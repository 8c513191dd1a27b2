import {
  Button,
  Caption1,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  MessageBar,
  MessageBarBody,
  makeStyles,
  tokens,
  useId,
} from '@fluentui/react-components';
import type { ReactNode } from 'react';

import { useStaffUiT } from '../i18n';
import { BusyButton } from './BusyButton';

const useStyles = makeStyles({
  intro: { color: tokens.colorNeutralForeground3 },
});

export interface FormDialogBodyProps {
  title: ReactNode;
  /** A line under the title that describes the dialog (it becomes the surface's description). */
  intro?: ReactNode;
  /** The fields. */
  children: ReactNode;
  /** The failure that is about no one field, shown in an alert under the fields. */
  error?: string | null;
  submitLabel: string;
  busy: boolean;
  /** Called on submit (button or Enter); the page is never reloaded. */
  onSubmit: () => unknown;
  onCancel: () => void;
  /** The form's accessible name, when tests or assistive technology need the form itself. */
  formLabel?: string;
  contentClassName?: string;
  /** Set by FormDialog: the id the intro takes. */
  introId?: string;
}

/** FormDialogBody (./FormDialog.tsx) itself. */
export function FormDialogBodyView({ title, intro, children, error, submitLabel, busy, onSubmit, onCancel, formLabel, contentClassName, introId }: FormDialogBodyProps) {
  const s = useStyles();
  const { t } = useStaffUiT();
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void onSubmit();
      }}
      noValidate
      aria-label={formLabel}
    >
      <DialogBody>
        <DialogTitle>{title}</DialogTitle>
        <DialogContent className={contentClassName}>
          {intro && (
            <Caption1 id={introId} className={s.intro}>
              {intro}
            </Caption1>
          )}
          {children}
          {error && (
            <MessageBar intent="error" role="alert">
              <MessageBarBody>{error}</MessageBarBody>
            </MessageBar>
          )}
        </DialogContent>
        <DialogActions>
          <Button appearance="secondary" onClick={onCancel} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <BusyButton appearance="primary" type="submit" busy={busy}>
            {submitLabel}
          </BusyButton>
        </DialogActions>
      </DialogBody>
    </form>
  );
}

export type FormDialogProps = Omit<FormDialogBodyProps, 'onCancel' | 'introId'> & {
  open: boolean;
  onClose: () => void;
  modalType?: 'modal' | 'alert';
  surfaceClassName?: string;
  /** The id of what describes the dialog, when it is not the intro. */
  describedBy?: string;
};

/** FormDialog (./FormDialog.tsx) itself, loaded when it first opens. */
export default function FormDialogView({ open, onClose, modalType, surfaceClassName, describedBy, ...body }: FormDialogProps) {
  const introId = useId('form-dialog-intro');
  const close = () => {
    if (!body.busy) onClose();
  };
  return (
    <Dialog open={open} modalType={modalType} onOpenChange={(_, d) => !d.open && close()}>
      <DialogSurface className={surfaceClassName} aria-describedby={body.intro ? introId : describedBy}>
        <FormDialogBodyView {...body} introId={introId} onCancel={close} />
      </DialogSurface>
    </Dialog>
  );
}
