import { REALTIME_PATHS, request } from '@sig/shared';

export interface NoteInput {
  title: string;
  detail: string;
}

const noteUrl = (id: string) => REALTIME_PATHS.quickNote.replace(':id', encodeURIComponent(id));

/** Every change answers with the note as stored. */
export const quickApi = {
  data: () => request('get', REALTIME_PATHS.quickPanel, 'QuickPanelResponse'),
  createNote: (note: NoteInput) => request('post', REALTIME_PATHS.quickNotes, 'QuickItem', { json: note }),
  updateNote: (id: string, note: NoteInput) => request('patch', noteUrl(id), 'QuickItem', { json: note }),
  deleteNote: (id: string) => request('delete', noteUrl(id), 'QuickItem'),
};

// The contract's types, named from the answers (a parcel reaches the contract only through @sig/shared).
type Answer<F extends (...args: never[]) => Promise<unknown>> = Awaited<ReturnType<F>>;
export type QuickPanelData = Answer<typeof quickApi.data>;
export type QuickItem = QuickPanelData['notes'][number];
export type QuickEvent = QuickPanelData['events'][number];
