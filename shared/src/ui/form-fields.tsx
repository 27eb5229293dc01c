import { useState, type ReactNode } from 'react';
import { useField, useFormikContext } from 'formik';
import { Field, IconButton, Input, InputGroup, NativeSelect } from '@chakra-ui/react';
import { DateField } from './date-field';
import { PasswordMeter } from './password-meter';
import type { PasswordOwner } from '../resources/password-policy';

interface BaseProps {
  name: string;
  label: string;
  required?: boolean;
  helper?: ReactNode;
  disabled?: boolean;
}

/** A formik-bound text input: label, required mark, error under the field once touched. */
export function TextField({
  name,
  label,
  required,
  helper,
  disabled,
  type = 'text',
  placeholder,
  autoComplete,
}: BaseProps & {
  type?: string;
  placeholder?: string;
  autoComplete?: string;
}) {
  const [field, meta, helpers] = useField<string>(name);
  const invalid = !!(meta.touched && meta.error);
  return (
    <Field.Root invalid={invalid} required={required} disabled={disabled}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {type === 'date' ? (
        // Dates are typed and shown as YYYY-MM-DD whatever the browser's locale.
        <DateField
          name={name}
          label={label}
          value={field.value ?? ''}
          onChange={(v) => void helpers.setValue(v)}
          onBlur={field.onBlur}
          disabled={disabled}
        />
      ) : (
        <Input {...field} value={field.value ?? ''} type={type} placeholder={placeholder} autoComplete={autoComplete} />
      )}
      {helper && !invalid && <Field.HelperText>{helper}</Field.HelperText>}
      {invalid && <Field.ErrorText>{meta.error}</Field.ErrorText>}
    </Field.Root>
  );
}

/**
 * Password input with a show/hide toggle. `meter`: a new password, shown with its strength meter
 * against the owner (true: the form's own name, surname and e-mail values).
 */
export function PasswordField({
  name,
  label,
  required,
  autoComplete = 'new-password',
  meter,
}: BaseProps & { autoComplete?: string; meter?: boolean | PasswordOwner }) {
  const [field, meta] = useField<string>(name);
  const [shown, setShown] = useState(false);
  const invalid = !!(meta.touched && meta.error);
  return (
    <Field.Root invalid={invalid} required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <InputGroup
        endElement={
          <IconButton
            size="xs"
            variant="ghost"
            aria-label={shown ? `Hide ${label}` : `Show ${label}`}
            aria-pressed={shown}
            onClick={() => setShown((s) => !s)}
          >
            {shown ? 'Hide' : 'Show'}
          </IconButton>
        }
      >
        <Input {...field} value={field.value ?? ''} type={shown ? 'text' : 'password'} autoComplete={autoComplete} />
      </InputGroup>
      {meter && <FormPasswordMeter password={field.value ?? ''} owner={meter === true ? {} : meter} />}
      {invalid && <Field.ErrorText>{meta.error}</Field.ErrorText>}
    </Field.Root>
  );
}

function FormPasswordMeter({ password, owner }: { password: string; owner: PasswordOwner }) {
  const { values } = useFormikContext<Record<string, string | undefined>>();
  return <PasswordMeter password={password} owner={{ name: values.name, surname: values.surname, email: values.email, ...owner }} />;
}

/** A native select bound to formik. */
export function SelectField({
  name,
  label,
  required,
  options,
  placeholder,
}: BaseProps & {
  options: readonly (string | { value: string; label: string })[];
  placeholder?: string;
}) {
  const [field, meta] = useField<string>(name);
  const invalid = !!(meta.touched && meta.error);
  return (
    <Field.Root invalid={invalid} required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field {...field} value={field.value ?? ''} placeholder={placeholder}>
          {options.map((o) => {
            const opt = typeof o === 'string' ? { value: o, label: o } : o;
            return (
              <option key={opt.value} value={opt.value}>
                {opt.label}
              </option>
            );
          })}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {invalid && <Field.ErrorText>{meta.error}</Field.ErrorText>}
    </Field.Root>
  );
}
