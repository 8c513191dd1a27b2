/**
 * A piece of field work (an audit, a proof of delivery...) waiting to reach the server. Its `id` is made on
 * the device (crypto.randomUUID) and sent with every try, so a retry after a lost answer creates nothing twice.
 */
export interface OutboxItem {
  id: string;
  /** Which sender delivers it ('audit', 'delivery'...), registered by the parcel that owns the kind. */
  kind: string;
  /** The signed-in user's uuid when it was stored: only that user's session sends it. */
  owner: string;
  payload: unknown;
  files: StoredFile[];
  state: OutboxState;
  /** Failed tries so far (network errors and 5xx answers). */
  attempts: number;
  /** Not tried again before this time (ms since epoch), unless the connection just came back. */
  nextTryAt: number;
  /** Why it stopped (with `state` conflict or error), and the server's words for it, shown to the user. */
  problem?: OutboxProblem;
  createdAt: number;
  updatedAt: number;
}

/**
 * pending: waits or is retried; conflict: the server refused it as conflicting (409): kept and shown;
 * error: refused (another 4xx) or a photo whose hash came back different: kept for the user, not retried.
 */
export type OutboxState = 'pending' | 'conflict' | 'error';

/**
 * conflict: 409 or a conflict answer; refused: another 4xx; hash_mismatch: the server's hash of an uploaded
 * file differs from the one taken when it was stored (`file` names it); retrying: the last try's error.
 */
export interface OutboxProblem {
  code: 'conflict' | 'refused' | 'hash_mismatch' | 'no_uploader' | 'retrying';
  message: string;
  file?: string;
  /** The HTTP status of the last try; 0 when no answer came (the browser's own words, not the server's, are in `message`). */
  status?: number;
}

/**
 * A photo or signature. Kept as bytes, not as a Blob: Safari before 14 could not store Blobs in IndexedDB,
 * and bytes hash and clone the same everywhere.
 */
export interface StoredFile {
  /** The name the payload refers to it by (e.g. 'foto-1', 'firma'). */
  name: string;
  type: string;
  bytes: ArrayBuffer;
  /** sha256 of the bytes, hex, computed when stored. */
  sha256: string;
  /** What the server answered for it once uploaded (its id or URL): a retry does not upload it again. */
  ref?: string;
}

/** A file as a sender uploads it. */
export interface OutgoingFile {
  name: string;
  sha256: string;
  blob: Blob;
}

/** What the server said about an uploaded file: its own hash of what it received, and how to refer to it. */
export interface UploadAnswer {
  sha256: string;
  ref: string;
}

/** The answer of a sender's `send`: nothing on success, or the server's conflict in a 2xx answer. */
export type SendAnswer = void | { conflict: string };

/**
 * Delivers one kind of work. Throw the HTTP error (ky's HTTPError, or anything with `response: Response`) as it
 * comes: the kit retries network errors and 5xx with backoff, keeps a 409 as a conflict and stops on other 4xx.
 */
export interface FieldSender {
  uploadFile?(item: OutboxItem, file: OutgoingFile): Promise<UploadAnswer>;
  /** `refs`: each file's `ref` by name, after every file was uploaded and checked. */
  send(item: OutboxItem, refs: Record<string, string>): Promise<SendAnswer>;
}

export interface NewWork {
  kind: string;
  payload: unknown;
  files?: { name: string; blob: Blob }[];
  /** Give one to store an edit of the same work again; otherwise a new one is made. */
  id?: string;
}
