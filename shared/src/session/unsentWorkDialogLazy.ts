import { lazyDialog } from '../lazy/lazyDialog';
import type { UnsentWorkDialogProps } from './UnsentWorkDialog';

/** The sign-out question, fetched (with Fluent's dialogs) only when there is unsent work to ask about. */
export const UnsentWorkDialog = lazyDialog<UnsentWorkDialogProps>(() => import('./UnsentWorkDialog'), (p) => p.count > 0);
export type { UnsentWorkDialogProps };
