import type { FormikHelpers } from 'formik';

/** Puts the server's field messages under the fields (until the person edits the form again). */
export function showFieldErrors<T>(
  helpers: Pick<FormikHelpers<T>, 'setFieldError' | 'setFieldTouched'>,
  fields: Record<string, string>,
): void {
  for (const [name, message] of Object.entries(fields)) {
    void helpers.setFieldTouched(name, true, false);
    helpers.setFieldError(name, message);
  }
}
