import { useField } from 'formik';
import { Field, Textarea } from 'shared/ui';

/** A formik-bound multi-line input, styled like shared/ui's TextField. */
export function TextAreaField({ name, label, required, rows = 2 }: { name: string; label: string; required?: boolean; rows?: number }) {
  const [field, meta] = useField<string>(name);
  const invalid = !!(meta.touched && meta.error);
  return (
    <Field.Root invalid={invalid} required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <Textarea {...field} value={field.value ?? ''} rows={rows} autoresize />
      {invalid && <Field.ErrorText>{meta.error}</Field.ErrorText>}
    </Field.Root>
  );
}
