import axios, { AxiosError } from 'axios';
import type { ApiErrorBody } from 'shared/resources';

/**
 * The one axios instance of the suite. The store wires the token source and the sign-out
 * handler at creation (see store.ts); nobody else calls axios.create.
 */
export const http = axios.create({ baseURL: '/api', timeout: 30_000 });

let tokenSource: () => string | undefined = () => undefined;
let onUnauthorized: () => void = () => undefined;

export function configureHttp(options: { getToken: () => string | undefined; onUnauthorized: () => void }) {
  tokenSource = options.getToken;
  onUnauthorized = options.onUnauthorized;
}

http.interceptors.request.use((config) => {
  const token = tokenSource();
  if (token && !config.headers.Authorization) config.headers.Authorization = `Bearer ${token}`;
  return config;
});

/** A failed call, normalised. `display` is the spec's list error text. */
export interface ApiError {
  status: number;
  statusText: string;
  /** The server's own message when it sent one, else the display text. */
  message: string;
  /** 'Error:{status}Error Text: {statusText}' (spec section 8). */
  display: string;
  fields?: Record<string, string>;
  data?: unknown;
}

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

export function toApiError(error: unknown): ApiError {
  const err = error as AxiosError<ApiErrorBody>;
  const status = err.response?.status ?? 0;
  const statusText = err.response?.statusText || STATUS_TEXT[status] || (status ? '' : 'Network Error');
  const body = err.response?.data;
  const display = `Error:${status}Error Text: ${statusText}`;
  return {
    status,
    statusText,
    message: (body && typeof body === 'object' && body.message) || (status ? display : 'The server could not be reached.'),
    display,
    fields: body && typeof body === 'object' ? body.fields : undefined,
    data: body,
  };
}

http.interceptors.response.use(undefined, (error) => {
  const apiError = toApiError(error);
  // A rejected token means the session is over; sign-in calls answer 401 for a wrong password.
  const url = (error as AxiosError).config?.url ?? '';
  if (apiError.status === 401 && !/login$/.test(url)) onUnauthorized();
  return Promise.reject(apiError);
});
