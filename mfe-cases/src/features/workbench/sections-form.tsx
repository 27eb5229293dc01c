import { useMemo, useState } from 'react';
import { Form, Formik, useFormikContext } from 'formik';
import type { ApiError } from 'shared/core';
import { buildValidate, initialFormValues, KitField, toPayload, type FormValues } from 'shared/kit';
import { Alert, Box, Button, Heading, HStack, SimpleGrid, Text, successPopup } from 'shared/ui';
import { amountInWords, fieldByName, type ResourceRow } from 'shared/resources';
import { caseWorkbenchResource as desc, derivedValues, formatInr, WORKBENCH_SECTIONS, type CaseDetail } from '../../model';
import { useSaveCaseMutation } from '../case-list/cases-api';
import { ValuationReference } from './valuation-reference';
import { NdmaFill } from './ndma-fill';

const num = (v: unknown) => (v === '' || v == null ? null : Number(v));

/** Realisable and distress values as the server will store them, while the valuer types. */
function DerivedPreview() {
  const { values } = useFormikContext<FormValues>();
  const fmv = num(values.fair_market_value);
  const d = derivedValues({ fair_market_value: fmv, realisable_pct: num(values.realisable_pct), distress_pct: num(values.distress_pct) });
  if (fmv == null) return null;
  return (
    <Box gridColumn="1 / -1" bg="gray.50" borderRadius="md" p="2" fontSize="sm" aria-live="polite">
      <Text>
        Fair market value {formatInr(fmv)} ({amountInWords(fmv)})
      </Text>
      <Text>
        Realisable {formatInr(d.realisable_value)} · Distress {formatInr(d.distress_value)}
      </Text>
    </Box>
  );
}

/**
 * The valuation workbench's sections (identity, parties, property, areas, valuation, NDMA risk)
 * as one form saved with the case's version; read-only once the case is released.
 */
export function SectionsForm({ detail, readOnly }: { detail: CaseDetail; readOnly: boolean }) {
  // The saved case comes back through its tag: every screen showing it fetches it again.
  const [saveCase] = useSaveCaseMutation();
  const record = detail as unknown as ResourceRow;
  const validate = useMemo(() => buildValidate(desc, 'update', record), [record]);
  const initial = useMemo(() => initialFormValues(desc, 'update', record), [record]);
  const [error, setError] = useState<string | null>(null);
  return (
    <Formik
      enableReinitialize
      initialValues={initial}
      validate={validate}
      onSubmit={async (values, helpers) => {
        setError(null);
        try {
          const res = await saveCase({ id: detail.id, body: toPayload(desc, values, 'update', record).body }).unwrap();
          await successPopup(res.message);
        } catch (e) {
          const err = e as ApiError;
          if (err.fields) helpers.setErrors(err.fields);
          setError(err.message);
        }
      }}
    >
      {({ isSubmitting, dirty }) => (
        <Form noValidate aria-label="Valuation workbench">
          {error && (
            <Alert.Root status="error" mb="3">
              <Alert.Indicator />
              <Alert.Title>{error}</Alert.Title>
            </Alert.Root>
          )}
          <fieldset disabled={readOnly} style={{ border: 0, padding: 0, margin: 0 }}>
            {WORKBENCH_SECTIONS.map((section) => (
              <Box as="section" key={section.id} aria-labelledby={`wb-${section.id}`} mb="5">
                <Heading size="sm" as="h3" id={`wb-${section.id}`} mb="2">
                  {section.title}
                </Heading>
                <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="3">
                  {section.fields.map((name) => {
                    const field = fieldByName(desc, name);
                    return field ? <KitField key={name} field={field} mode="update" record={record} /> : null;
                  })}
                  {section.id === 'valuation' && <DerivedPreview />}
                  {section.id === 'valuation' && <ValuationReference caseId={detail.id} readOnly={readOnly} />}
                  {section.id === 'risk' && !readOnly && <NdmaFill detail={detail} dirty={dirty} />}
                </SimpleGrid>
              </Box>
            ))}
          </fieldset>
          {!readOnly && (
            <HStack position="sticky" bottom="0" bg="white" py="2" borderTopWidth="1px">
              <Button type="submit" colorPalette="blue" loading={isSubmitting} disabled={!dirty}>
                Save
              </Button>
              {dirty && (
                <Text fontSize="sm" color="orange.600">
                  Unsaved changes
                </Text>
              )}
            </HStack>
          )}
        </Form>
      )}
    </Formik>
  );
}
