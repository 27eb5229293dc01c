import type { ApiErrorBody } from 'shared/resources';

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  428: 'Precondition Required',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

export function reasonPhrase(status: number): string {
  return REASONS[status] ?? (status >= 500 ? 'Internal Server Error' : 'Error');
}

/** An error whose message is meant for the person using the app. */
export class HttpError extends Error {
  /** Extra response headers (e.g. Retry-After). */
  headers?: Record<string, string>;

  constructor(
    readonly statusCode: number,
    message: string,
    readonly fields?: Record<string, string>,
    readonly data?: { error: string },
  ) {
    super(message);
    this.name = 'HttpError';
  }

  toBody(): ApiErrorBody {
    return {
      statusCode: this.statusCode,
      error: reasonPhrase(this.statusCode),
      message: this.message,
      ...(this.fields ? { fields: this.fields } : {}),
      ...(this.data ? { data: this.data } : {}),
    };
  }
}

/** 409 that asks the person first (ApiErrorBody.confirm): the same write with `confirmed` '1' goes ahead. */
export class ConfirmFirst extends HttpError {
  constructor(message: string) {
    super(409, message);
  }
  override toBody(): ApiErrorBody {
    return { ...super.toBody(), confirm: true };
  }
}

export const MESSAGES = {
  signIn: 'Please sign in again.',
  forbidden: 'You do not have access to this page.',
} as const;

/** 400 with field messages; the first field's message is the summary. */
export function badRequest(fields: Record<string, string>, extra?: { data?: boolean }): HttpError {
  const message = Object.values(fields)[0] ?? 'The request is not valid.';
  return new HttpError(400, message, fields, extra?.data ? { error: message } : undefined);
}

export const unauthorized = (message: string = MESSAGES.signIn) => new HttpError(401, message);
export const forbidden = (message: string = MESSAGES.forbidden) => new HttpError(403, message);
export const notFound = (message = 'Not found.') => new HttpError(404, message);
export const conflict = (message: string, data?: { error: string }) => new HttpError(409, message, undefined, data);
