import { toApiError, type ApiError } from 'shared/core';

/** The shared client rejects with an ApiError already; anything else (a thrown bug) is normalised. */
export function asApiError(e: unknown): ApiError {
  return e && typeof e === 'object' && 'display' in e && 'status' in e ? (e as ApiError) : toApiError(e);
}
