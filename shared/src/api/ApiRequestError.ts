/** What a failed call tells the UI: a stable `code` to translate, the `field` to mark, the server's message. */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly code: string;
  readonly field?: string;
  readonly errors: { type: string; message: string }[];
  /** In a batch refused as a whole: the item that stopped it (a case's folio). */
  readonly item?: string;

  constructor(init: { status: number; code: string; message: string; field?: string; errors?: { type: string; message: string }[]; item?: string }) {
    super(init.message);
    this.name = 'ApiRequestError';
    this.status = init.status;
    this.code = init.code;
    this.field = init.field;
    this.errors = init.errors ?? (init.field ? [{ type: init.field, message: init.message }] : []);
    this.item = init.item;
  }
}

export function isApiRequestError(e: unknown): e is ApiRequestError {
  return e instanceof ApiRequestError;
}
