import * as yup from 'yup';
import { fieldError, fileError, formFields, statusFlowError, type Mode, type ResourceDesc, type ResourceRow } from 'shared/resources';
import { toWire, wireValues, type FormValue, type FormValues } from './wire';

/**
 * The form's yup schema, built from the description. Each field's test runs the shared rule
 * (shared/resources `fieldError`), so the browser shows exactly the messages the API answers.
 */
export function buildSchema(desc: ResourceDesc, mode: Mode, record?: Partial<ResourceRow> | null) {
  const current = (record ?? {}) as Record<string, unknown>;
  const shape: Record<string, yup.Schema> = {};
  for (const field of formFields(desc, mode)) {
    if (field.readOnly) continue;
    shape[field.name] = yup
      .mixed<NonNullable<FormValue>>()
      .nullable()
      .test('rule', function (value) {
        const wire = toWire(field, value);
        if (field.type === 'file') {
          const message = wire instanceof File ? fileError(field, wire) : null;
          return message ? this.createError({ message }) : true;
        }
        // On edit an empty Aadhaar keeps the stored last 4 digits.
        if (mode === 'update' && field.format === 'aadhaar' && (wire === null || wire === '')) return true;
        const all = { ...current, ...wireValues(desc, this.parent as FormValues, mode) };
        const message = fieldError(field, wire, all, mode);
        return message ? this.createError({ message }) : true;
      });
  }
  return yup.object(shape).test('record', function (values) {
    const wire = { ...current, ...wireValues(desc, values as FormValues, mode) };
    const errors: yup.ValidationError[] = [];
    for (const [path, message] of Object.entries(desc.check?.(wire) ?? {})) errors.push(this.createError({ path, message }));
    const flow = statusFlowError(desc, mode === 'create' ? undefined : current[desc.statusFlow?.field ?? ''], wire);
    if (flow && desc.statusFlow) errors.push(this.createError({ path: desc.statusFlow.field, message: flow }));
    return errors.length ? new yup.ValidationError(errors) : true;
  });
}
