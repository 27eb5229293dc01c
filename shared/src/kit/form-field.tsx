import { useState, type ComponentType } from 'react';
import { useField, useFormikContext } from 'formik';
import { DateField, Field, Input, MoneyInput, NativeSelect, PasswordMeter, RepeatableRows, Textarea } from 'shared/ui';
import { maskAadhaar, type FieldDesc, type Mode, type ResourceRow } from 'shared/resources';
import { MultiLookup } from './multi-lookup';
import { CheckboxList, FileInput, RemoteSelect } from './option-fields';
import type { FormValue } from './wire';

export interface KitFieldProps {
  field: FieldDesc;
  mode: Mode;
  record?: Partial<ResourceRow> | null;
  /** Narrows a select's options (e.g. the legal next statuses). */
  allowed?: readonly string[];
  /** The screen's own control for this field, in place of the kit's for its type. */
  control?: ComponentType<FieldControlProps>;
}

/**
 * A field's own control, given by a screen for a field the kit's controls do not fit (HR's grouped
 * rights picker for a list of rights): it shows and changes the form's value, nothing else.
 */
export interface FieldControlProps {
  field: FieldDesc;
  value: FormValue;
  setValue(v: FormValue): void;
  onBlur(): void;
}
/** Controls by field name (ResourcePage `controls`). */
export type FieldControls = Readonly<Record<string, ComponentType<FieldControlProps>>>;

/** One form control for a described field: label, required mark, help, error once touched. */
export function KitField({ field, mode, record, allowed, control: Own }: KitFieldProps) {
  const [input, meta, helpers] = useField<FormValue>(field.name);
  const invalid = !!(meta.touched && meta.error);
  const required = field.required === true || (field.required === 'create' && mode === 'create');
  let help = field.help;
  if (field.format === 'aadhaar' && mode === 'update' && record?.aadhaar_last4) {
    help = `Stored: ${maskAadhaar(String(record.aadhaar_last4))}. Leave empty to keep it.`;
  }
  return (
    <Field.Root invalid={invalid} required={required} disabled={field.readOnly} gridColumn={field.width === 'full' ? '1 / -1' : undefined}>
      <Field.Label>
        {field.label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {Own ? (
        <Own
          field={field}
          value={input.value}
          setValue={(v) => helpers.setValue(v)}
          onBlur={() => input.onBlur({ target: { name: field.name } } as unknown as React.FocusEvent)}
        />
      ) : (
        <Control
          field={field}
          value={input.value}
          name={field.name}
          onBlur={input.onBlur}
          setValue={(v) => helpers.setValue(v)}
          record={record}
          allowed={allowed}
        />
      )}
      {field.type === 'password' && !field.sameAs && <NewPasswordMeter value={input.value} record={record} />}
      {help && !invalid && <Field.HelperText>{help}</Field.HelperText>}
      {invalid && <Field.ErrorText>{meta.error}</Field.ErrorText>}
    </Field.Root>
  );
}

/** A new password's meter: the owner is the form's (or else the record's) name, surname and e-mail. */
function NewPasswordMeter({ value, record }: { value: FormValue; record?: Partial<ResourceRow> | null }) {
  const { values } = useFormikContext<Record<string, unknown>>();
  const pick = (k: string) => String(values[k] ?? record?.[k] ?? '');
  return <PasswordMeter password={String(value ?? '')} owner={{ name: pick('name'), surname: pick('surname'), email: pick('email') }} />;
}

interface ControlProps {
  field: FieldDesc;
  name: string;
  value: FormValue;
  onBlur: React.FocusEventHandler;
  setValue(v: FormValue): void;
  record?: Partial<ResourceRow> | null;
  allowed?: readonly string[];
}

const INPUT_TYPE: Partial<Record<FieldDesc['type'], string>> = { email: 'email', password: 'password', number: 'number' };

function Control({ field, name, value, onBlur, setValue, record, allowed }: ControlProps) {
  const text = typeof value === 'string' ? value : '';
  const common = { name, onBlur, readOnly: field.readOnly, placeholder: field.placeholder };
  if (field.rows && (field.type === 'tags' || field.type === 'json'))
    return <RowsControl field={field} text={text} onBlur={onBlur} setValue={setValue} />;
  switch (field.type) {
    case 'textarea':
    case 'tags':
    case 'json':
      return (
        <Textarea
          {...common}
          value={text}
          rows={field.type === 'textarea' ? 3 : 4}
          fontFamily={field.type === 'json' ? 'mono' : undefined}
          onChange={(e) => setValue(e.target.value)}
        />
      );
    case 'select':
      if (field.optionsFrom) {
        const label = field.optionsFrom.rowLabel ? record?.[field.optionsFrom.rowLabel] : undefined;
        return (
          <RemoteSelect
            field={field}
            name={name}
            value={text}
            onBlur={onBlur}
            setValue={setValue}
            currentLabel={label ? String(label) : undefined}
          />
        );
      }
      return (
        <NativeSelect.Root>
          <NativeSelect.Field {...common} value={text} placeholder={`Select ${field.label}`} onChange={(e) => setValue(e.target.value)}>
            {(field.options ?? [])
              .filter((o) => !allowed || allowed.includes(o.value))
              .map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      );
    case 'multiselect':
      if (field.optionsFrom)
        return (
          <MultiLookup
            field={field}
            value={Array.isArray(value) ? value : []}
            onBlur={() => onBlur({ target: { name } } as unknown as React.FocusEvent)}
            setValue={setValue}
          />
        );
      return <CheckboxList field={field} value={Array.isArray(value) ? value : []} setValue={setValue} />;
    case 'file':
      return <FileInput field={field} name={name} onBlur={onBlur} setValue={setValue} record={record} />;
    case 'date':
      return <DateField name={name} label={field.label} value={text} onChange={setValue} onBlur={onBlur} readOnly={field.readOnly} />;
    case 'money':
      // Indian grouping as it is typed; the form keeps the plain number text.
      return <MoneyInput {...common} value={typeof value === 'number' ? String(value) : text} onChange={setValue} />;
    default:
      return (
        <Input
          {...common}
          value={text}
          type={INPUT_TYPE[field.type] ?? 'text'}
          step={field.type === 'number' ? (field.step ?? (field.integer ? 1 : 'any')) : undefined}
          min={field.min}
          max={field.max}
          autoComplete={field.type === 'password' ? 'new-password' : undefined}
          onChange={(e) => setValue(e.target.value)}
        />
      );
  }
}

/**
 * A tags or JSON list field as repeatable rows. The form keeps its usual text (tags one per line,
 * JSON as text), so the wire conversion and the shared rules stay as they are.
 */
function RowsControl({
  field,
  text,
  onBlur,
  setValue,
}: {
  field: FieldDesc;
  text: string;
  onBlur: React.FocusEventHandler;
  setValue(v: FormValue): void;
}) {
  const spec = field.rows!;
  const columns = spec.fields ?? [{ name: 'value', label: field.label, maxLength: field.itemMaxLength }];
  // The rows live here: an added empty row has no text of its own ('' is also no rows). The text is
  // read again only when it changes from outside (a reset, a loaded record).
  const [state, setState] = useState(() => ({ text, rows: rowsOf(field, columns, text) }));
  const rows = state.text === text ? state.rows : rowsOf(field, columns, text);
  const change = (next: Record<string, string>[]) => {
    const items = spec.fields ? next : next.map((r) => r.value);
    const out = field.type === 'tags' ? next.map((r) => r.value).join('\n') : next.length ? JSON.stringify(items) : '';
    setState({ text: out, rows: next });
    setValue(out);
  };
  return (
    <RepeatableRows
      label={field.label}
      singular={spec.singular}
      columns={columns}
      rows={rows}
      onChange={change}
      onBlur={() => onBlur({ target: { name: field.name } } as unknown as React.FocusEvent)}
      maxRows={field.maxItems}
      readOnly={field.readOnly}
    />
  );
}

function rowsOf(field: FieldDesc, columns: readonly { name: string }[], text: string): Record<string, string>[] {
  if (field.type === 'tags') return text === '' ? [] : text.split('\n').map((value) => ({ value }));
  let parsed: unknown;
  try {
    parsed = text.trim() ? JSON.parse(text) : [];
  } catch {
    parsed = [];
  }
  return (Array.isArray(parsed) ? parsed : []).map((r) =>
    typeof r !== 'object'
      ? { value: String(r ?? '') }
      : Object.fromEntries(
          columns.map((c) => [c.name, r && typeof r === 'object' ? String((r as Record<string, unknown>)[c.name] ?? '') : '']),
        ),
  );
}
