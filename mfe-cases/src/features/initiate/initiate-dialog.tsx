import { useMemo, useState } from 'react';
import { Form, Formik, useFormikContext } from 'formik';
import type { ApiError } from 'shared/core';
import { buildValidate, initialFormValues, KitField, toPayload, type FormValues } from 'shared/kit';
import { Alert, Button, CloseButton, Dialog, Portal, SimpleGrid, successPopup } from 'shared/ui';
import { formFields, type FieldDesc } from 'shared/resources';
import { caseResource, type DuplicateMatch } from '../../model';
import { useCreateCaseMutation } from '../case-list/cases-api';
import { DuplicateWarning } from './duplicate-warning';
import { PROJECT_INITIAL, ProjectField, projectPayload } from './project-field';

/** The bank branch select lists the chosen bank's branches only. */
function BankBranchField({ field }: { field: FieldDesc }) {
  const { values } = useFormikContext<FormValues>();
  const bank = values.bank_id as string;
  const filtered = useMemo(
    () => ({ ...field, optionsFrom: { ...field.optionsFrom!, path: `${field.optionsFrom!.path}?bank_id=${bank}` } }),
    [field, bank],
  );
  if (!bank) return <KitField field={{ ...field, options: [], optionsFrom: undefined, help: 'Choose the bank first' }} mode="create" />;
  return <KitField key={bank} field={filtered} mode="create" />;
}

/**
 * Initiate a case: the description's fields, bank branch filtered by bank. Saving first checks
 * for duplicates on the server; the user sees them and may continue.
 */
export function InitiateDialog({ onClose, onCreated }: { onClose(): void; onCreated(): void }) {
  const fields = useMemo(() => formFields(caseResource, 'create'), []);
  const validate = useMemo(() => buildValidate(caseResource, 'create', null), []);
  const initial = useMemo(() => ({ ...initialFormValues(caseResource, 'create', null), ...PROJECT_INITIAL }), []);
  const [dups, setDups] = useState<{ body: Record<string, unknown>; matches: DuplicateMatch[] } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [createCase] = useCreateCaseMutation();

  const send = async (body: Record<string, unknown>) => {
    setBusy(true);
    setError(null);
    try {
      const res = await createCase(body).unwrap();
      onClose();
      await successPopup(res.message);
      onCreated();
    } catch (e) {
      const err = e as ApiError;
      const matches = (err.data as { duplicates?: DuplicateMatch[] } | undefined)?.duplicates;
      if (err.status === 409 && matches) setDups({ body, matches });
      else setError(err.message);
      throw err;
    } finally {
      setBusy(false);
    }
  };

  return (
    <Formik
      initialValues={initial}
      validate={validate}
      onSubmit={async (values, helpers) => {
        setDups(null);
        try {
          await send({ ...toPayload(caseResource, values, 'create', null).body, ...projectPayload(values) });
        } catch (e) {
          const fields = (e as ApiError).fields;
          if (fields) helpers.setErrors(fields);
        }
      }}
    >
      {({ isSubmitting }) => (
        <Dialog.Root open onOpenChange={(e) => !e.open && onClose()} size="xl" scrollBehavior="inside" placement="center">
          <Portal>
            <Dialog.Backdrop />
            <Dialog.Positioner>
              <Dialog.Content asChild>
                <Form noValidate aria-label="Initiate case">
                  <Dialog.Header>
                    <Dialog.Title>Initiate case</Dialog.Title>
                  </Dialog.Header>
                  <Dialog.Body>
                    {error && (
                      <Alert.Root status="error" mb="3">
                        <Alert.Indicator />
                        <Alert.Title>{error}</Alert.Title>
                      </Alert.Root>
                    )}
                    {dups && (
                      <DuplicateWarning
                        matches={dups.matches}
                        busy={busy}
                        onContinue={() => send({ ...dups.body, ignore_duplicates: true }).catch(() => undefined)}
                      />
                    )}
                    <SimpleGrid columns={{ base: 1, md: 2 }} gap="3" mt="2">
                      {fields.map((f) =>
                        f.name === 'bank_branch_id' ? (
                          <BankBranchField key={f.name} field={f} />
                        ) : (
                          <KitField key={f.name} field={f} mode="create" />
                        ),
                      )}
                      <ProjectField />
                    </SimpleGrid>
                  </Dialog.Body>
                  <Dialog.Footer>
                    <Button variant="outline" onClick={onClose}>
                      Cancel
                    </Button>
                    <Button type="submit" colorPalette="blue" loading={isSubmitting}>
                      Initiate
                    </Button>
                  </Dialog.Footer>
                  <Dialog.CloseTrigger asChild>
                    <CloseButton size="sm" aria-label="Close" />
                  </Dialog.CloseTrigger>
                </Form>
              </Dialog.Content>
            </Dialog.Positioner>
          </Portal>
        </Dialog.Root>
      )}
    </Formik>
  );
}
