import { http } from 'shared/core';
import type { RegisterResponse } from '../model';
import { errorPopup, notify } from 'shared/ui';
import { errorBody, formFieldErrors, isClientError } from './api-failure';

export const REGISTERED_TOAST = 'Registration submitted successfully!';
/** Spec section 9: the registration success toast lasts 3000 ms. */
export const REGISTERED_TOAST_MS = 3000;

export type RegistrationResult = { ok: true } | { ok: false; fields: Record<string, string> };

/**
 * POST /api/register (multipart). A refusal by the server (data.error, any 4xx) is the spec's
 * 'Oops...' dialog with the server's text; no answer or a 5xx is the 'API Error' dialog.
 * Field messages the server sent are handed back so the form can show them under the fields.
 */
export async function submitRegistration(
  body: FormData,
  formFields: readonly string[],
  onProgress?: (percent: number) => void,
): Promise<RegistrationResult> {
  try {
    const { data } = await http.post<RegisterResponse | { data?: { error?: string } }>('register', body, {
      onUploadProgress: onProgress && ((e) => e.total && onProgress(Math.round((e.loaded * 100) / e.total))),
    });
    const refused = (data as { data?: { error?: string } } | undefined)?.data?.error;
    if (refused) {
      void errorPopup('Oops...', typeof refused === 'string' ? refused : 'Something went wrong!');
      return { ok: false, fields: {} };
    }
    notify.success(REGISTERED_TOAST, REGISTERED_TOAST_MS);
    return { ok: true };
  } catch (e) {
    if (isClientError(e)) {
      const body = errorBody(e);
      void errorPopup('Oops...', body?.data?.error || body?.message || 'Something went wrong!');
      return { ok: false, fields: formFieldErrors(e, formFields) };
    }
    console.error('Registration failed', e);
    void errorPopup('API Error', 'Registration failed. Please try again later.');
    return { ok: false, fields: {} };
  }
}
