import { useMemo, useState } from 'react';
import { Form, Formik } from 'formik';
import type { ApiError } from 'shared/core';
import { buildValidate, initialFormValues, KitField, toPayload } from 'shared/kit';
import { Alert, Button, Stack, toaster } from 'shared/ui';
import { fieldByName, type ResourceDesc, type ResourceRow } from 'shared/resources';
import { caseWorkbenchResource, type CaseDetail } from '../../model';
import { useSaveCaseMutation } from '../case-list/cases-api';

/** What the engineer records at site: the workbench's observation fields only. */
const OBSERVATION_FIELDS = [
  'occupancy',
  'structure_type',
  'floors',
  'age_years',
  'boundary_north',
  'boundary_south',
  'boundary_east',
  'boundary_west',
  'deviations',
  'observations',
];
const desc: ResourceDesc = {
  ...caseWorkbenchResource,
  fields: OBSERVATION_FIELDS.map((n) => fieldByName(caseWorkbenchResource, n)!),
  check: undefined,
};

export function ObservationsForm({ detail }: { detail: CaseDetail }) {
  // The saved case comes back through its tag.
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
          await saveCase({ id: detail.id, body: toPayload(desc, values, 'update', record).body }).unwrap();
          toaster.create({ type: 'success', title: 'Observations saved.' });
        } catch (e) {
          const err = e as ApiError;
          if (err.fields) helpers.setErrors(err.fields);
          setError(err.message);
        }
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate aria-label={`Site observations for ${detail.case_no}`}>
          <Stack gap="2">
            {error && (
              <Alert.Root status="error">
                <Alert.Indicator />
                <Alert.Title>{error}</Alert.Title>
              </Alert.Root>
            )}
            {desc.fields.map((f) => (
              <KitField key={f.name} field={f} mode="update" record={record} />
            ))}
            <Button type="submit" size="sm" colorPalette="blue" loading={isSubmitting}>
              Save observations
            </Button>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
