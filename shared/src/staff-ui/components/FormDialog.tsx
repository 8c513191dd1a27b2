import { lazyDialog } from '@sig/shared';

import type { FormDialogBodyProps, FormDialogProps } from './FormDialogView';

export type { FormDialogBodyProps, FormDialogProps } from './FormDialogView';

/**
 * A dialog holding a form, the companion of ConfirmDialog: closing (Escape, the backdrop, Cancel) is
 * refused while `busy`; the caller keeps the values, the busy flag and the error. Its code comes when it
 * first opens (Fluent's dialogs are not part of a page's load).
 */
export const FormDialog = lazyDialog<FormDialogProps>(() => import('./FormDialogView'));

/**
 * The inside of a form dialog: title, intro, fields, error bar, cancel and a busy submit. For a dialog whose
 * form must be made afresh on every opening, render it inside your own `<Dialog><DialogSurface>` (code that is
 * itself loaded on demand) and call `FormDialogBody.preload()` before it opens; otherwise use FormDialog.
 */
export const FormDialogBody = lazyDialog<FormDialogBodyProps>(
  () => import('./FormDialogView').then((m) => ({ default: m.FormDialogBodyView })),
  () => true,
);
