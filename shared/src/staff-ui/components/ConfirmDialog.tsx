import { lazyDialog } from '@sig/shared';

import type { ConfirmDialogProps } from './ConfirmDialogView';

/**
 * Asks before a destructive or far-reaching action; the action runs from the dialog and a failure
 * stays in it, explained (by `describeError`, for codes only the parcel's own strings translate).
 * Its code comes when it first opens (Fluent's dialogs are not part of a page's load).
 */
export const ConfirmDialog = lazyDialog<ConfirmDialogProps>(() => import('./ConfirmDialogView'));
