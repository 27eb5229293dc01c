import { useState, type FormEvent } from 'react';
import { AREA_UNIT_OPTIONS, PROPERTY_TYPE_OPTIONS } from 'shared/resources';
import { Button, Field, Input, NativeSelect, SimpleGrid, Text } from 'shared/ui';
import type { AvmQuery } from './avm-api';

const FIELDS = [
  { name: 'pincode', label: 'Pincode', inputMode: 'numeric' },
  { name: 'latitude', label: 'Latitude', inputMode: 'decimal' },
  { name: 'longitude', label: 'Longitude', inputMode: 'decimal' },
  { name: 'area', label: 'Area', inputMode: 'decimal' },
  { name: 'age_years', label: 'Age (years)', inputMode: 'numeric' },
] as const;

/** The subject property: type, where (pincode and / or coordinates), area with unit, age; `initial` from a link (a case's). */
export function AvmForm({ busy, initial, onSubmit }: { busy: boolean; initial?: AvmQuery; onSubmit(q: AvmQuery): void }) {
  const [values, setValues] = useState<Record<string, string>>(() => ({
    property_type: 'RES_FLAT',
    area_unit: 'SQFT',
    ...Object.fromEntries(Object.entries(initial ?? {}).map(([k, v]) => [k, String(v)])),
  }));
  const [error, setError] = useState<string | null>(null);
  const set = (name: string) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value }));

  function submit(e: FormEvent) {
    e.preventDefault();
    const v = Object.fromEntries(
      Object.entries(values)
        .map(([k, x]) => [k, x.trim()])
        .filter(([, x]) => x !== ''),
    );
    if (!v.area || !(Number(v.area) > 0)) return setError('Enter the area.');
    if (!v.pincode && !(v.latitude && v.longitude)) return setError('Enter a pincode, or both latitude and longitude.');
    if (v.pincode && !/^[1-9][0-9]{5}$/.test(v.pincode)) return setError('Enter a valid 6-digit pincode');
    setError(null);
    onSubmit(v);
  }

  return (
    <form onSubmit={submit} aria-label="Property to value" noValidate>
      <SimpleGrid columns={{ base: 1, md: 4 }} gap="3" alignItems="end">
        <Field.Root>
          <Field.Label>Property Type</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={values.property_type} onChange={set('property_type')}>
              {PROPERTY_TYPE_OPTIONS.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        {FIELDS.map((f) => (
          <Field.Root key={f.name}>
            <Field.Label>{f.label}</Field.Label>
            <Input value={values[f.name] ?? ''} onChange={set(f.name)} inputMode={f.inputMode} />
          </Field.Root>
        ))}
        <Field.Root>
          <Field.Label>Area Unit</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={values.area_unit} onChange={set('area_unit')}>
              {AREA_UNIT_OPTIONS.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Button type="submit" colorPalette="blue" loading={busy} loadingText="Valuing">
          Estimate
        </Button>
      </SimpleGrid>
      {error && (
        <Text role="alert" color="red.600" mt="2">
          {error}
        </Text>
      )}
    </form>
  );
}
