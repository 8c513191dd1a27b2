import { STATUS_CODES } from 'node:http';

export interface FieldError {
  type: string;
  message: string;
  /** Set when the browser translates this field's message by code (`error.field.<code>`). */
  code?: string;
}

/**
 * A 4xx the client is meant to read: `code` is stable (the browser translates it), `message` is Spanish
 * for people, `field` names the input that failed. The error handler turns it into the ApiError shape.
 */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly code: string;
  readonly field?: string;
  readonly errors?: FieldError[];
  readonly headers?: Record<string, string>;
  /** In a batch refused as a whole: the item that stopped it (a case's folio), for the browser to name. */
  readonly item?: string;

  constructor(
    statusCode: number,
    code: string,
    message: string,
    extra: { field?: string; errors?: FieldError[]; headers?: Record<string, string>; item?: string } = {},
  ) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.code = code;
    this.field = extra.field;
    this.errors = extra.errors ?? (extra.field ? [{ type: extra.field, message }] : undefined);
    this.headers = extra.headers;
    this.item = extra.item;
  }

  get error(): string {
    return STATUS_CODES[this.statusCode] ?? 'Error';
  }
}
