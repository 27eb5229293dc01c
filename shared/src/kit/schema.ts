import type { FormikErrors } from 'formik';
import { firstMessages, formSchema, ruleFailures, type Mode, type ResourceDesc, type ResourceRow } from 'shared/resources';
import { wireValues, type FormValues } from './wire';

/**
 * The form's validation: the description's yup schema (shared/resources `formSchema`, the API's
 * own rules plus uploads) run on the form's wire values over the record edited, so the browser
 * shows exactly the messages the API answers.
 */
export function buildValidate(desc: ResourceDesc, mode: Mode, record?: Partial<ResourceRow> | null) {
  const schema = formSchema(desc, mode);
  const stored = (record ?? {}) as Record<string, unknown>;
  return (values: FormValues): FormikErrors<FormValues> => firstMessages(ruleFailures(schema, wireValues(desc, values, mode), { stored }));
}
