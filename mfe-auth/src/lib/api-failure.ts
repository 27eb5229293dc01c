import type { ApiError } from 'shared/core';
import type { ApiErrorBody } from 'shared/resources';

/** The failed call as the shared `http` instance rejects it (status 0 = no answer). */
export const asApiError = (e: unknown) => e as Partial<ApiError>;

/** A 4xx: the server looked at the request and said why it refused it. */
export function isClientError(e: unknown): boolean {
  const status = asApiError(e).status ?? 0;
  return status >= 400 && status < 500;
}

export function errorBody(e: unknown): ApiErrorBody | undefined {
  const data = asApiError(e).data;
  return data && typeof data === 'object' ? (data as ApiErrorBody) : undefined;
}

/** The server's field messages, restricted to the fields the form shows. */
export function formFieldErrors(e: unknown, formFields: readonly string[]): Record<string, string> {
  const fields = errorBody(e)?.fields ?? asApiError(e).fields ?? {};
  return Object.fromEntries(Object.entries(fields).filter(([key]) => formFields.includes(key)));
}

/** The spec's logged text for the password flows: 'Error:{status} {statusText}'. */
export function logFailure(e: unknown): void {
  const err = asApiError(e);
  console.error(`Error:${err.status ?? 0} ${err.statusText ?? ''}`.trim(), err.message ?? '');
}
