import { useState, type FormEvent } from 'react';
import { optionLabel, PROPERTY_TYPE_OPTIONS } from 'shared/resources';
import { Alert, Button, Field, Heading, Input, NativeSelect, SimpleGrid, Text } from 'shared/ui';
import { RESEARCH_MONTHS } from '../../model';
import { RatesCard } from './rates-card';
import { useLazyResearchRatesQuery, type ResearchQuery } from './research-api';

const TYPE_FIELD = { name: 'property_type', label: 'Property Type', type: 'select', options: PROPERTY_TYPE_OPTIONS } as const;

/**
 * /admin/realResearchGraphs (right real_resarch_page): rate per sq ft over time for a pincode or a
 * locality and a property type, from released cases, broker quotes and market transactions, with
 * the ready-reckoner rate as the reference.
 */
export default function ResearchPage() {
  const [values, setValues] = useState<Record<string, string>>({ property_type: 'RES_FLAT', months: '24', place: '' });
  const [asked, setAsked] = useState<ResearchQuery | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [load, { data, error, isFetching }] = useLazyResearchRatesQuery();
  const set = (name: string) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value }));

  function submit(e: FormEvent) {
    e.preventDefault();
    const place = values.place.trim();
    if (place.length < 2) return setMessage('Enter a pincode or a locality.');
    setMessage(null);
    const q: ResearchQuery = {
      property_type: values.property_type,
      months: Number(values.months),
      ...(/^\d+$/.test(place) ? { pincode: place } : { locality: place }),
    };
    setAsked(q);
    load(q);
  }

  const title = asked ? `${optionLabel(TYPE_FIELD, asked.property_type)} in ${asked.pincode ?? asked.locality}: rate per sq ft` : '';
  return (
    <>
      <Heading as="h1" size="lg" mb="4">
        Real Estate Research Graphs
      </Heading>
      <form onSubmit={submit} aria-label="Research query" noValidate>
        <SimpleGrid columns={{ base: 1, md: 4 }} gap="3" alignItems="end">
          <Field.Root>
            <Field.Label>Pincode or Locality</Field.Label>
            <Input value={values.place} onChange={set('place')} placeholder="e.g. 411038 or Kothrud" />
          </Field.Root>
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
          <Field.Root>
            <Field.Label>Period</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field value={values.months} onChange={set('months')}>
                {RESEARCH_MONTHS.map((m) => (
                  <option key={m} value={m}>
                    Last {m} months
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Button type="submit" colorPalette="blue" loading={isFetching} loadingText="Loading">
            Show
          </Button>
        </SimpleGrid>
        {message && (
          <Text role="alert" color="red.600" mt="2">
            {message}
          </Text>
        )}
      </form>
      {error && (
        <Alert.Root status="error" mt="3">
          <Alert.Indicator />
          <Alert.Title>{(error as { message?: string }).message ?? 'The graphs could not be loaded.'}</Alert.Title>
        </Alert.Root>
      )}
      {data && !isFetching && <RatesCard title={title} result={data} />}
    </>
  );
}
