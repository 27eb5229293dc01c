import { useEffect, useMemo, useRef, useState } from 'react';
import { Form, Formik, type FormikHelpers } from 'formik';
import type { ApiError } from 'shared/core';
import { Alert, Button, CloseButton, confirm, Dialog, Portal, SimpleGrid } from 'shared/ui';
import { formFields, nextStatuses, type Mode, type ResourceDesc, type ResourceRow } from 'shared/resources';
import { KitField } from './form-field';
import { buildSchema } from './schema';
import { initialFormValues, toPayload, type FormValues } from './wire';
import { recordTitle } from './cells';

export interface SubmitArgs {
  body: Record<string, unknown>;
  files: Record<string, File>;
  values: FormValues;
}

export interface ResourceFormDialogProps {
  desc: ResourceDesc;
  mode: Mode;
  /** The record to edit, or a prefill for a new one (e.g. a dummy user being converted). */
  record?: Partial<ResourceRow> | null;
  title?: string;
  onClose(): void;
  /** Sends the form; throws an ApiError on refusal (its field messages land under the fields). */
  submit(args: SubmitArgs): Promise<unknown>;
  /** Called after a successful submit, once the dialog has closed (default: onClose). */
  onSaved?(result: unknown, args: SubmitArgs): void;
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** A formik + yup form built from the description, with an unsaved-changes guard. */
export function ResourceFormDialog({ desc, mode, record, title, onClose, submit, onSaved }: ResourceFormDialogProps) {
  const fields = useMemo(() => formFields(desc, mode), [desc, mode]);
  const schema = useMemo(() => buildSchema(desc, mode, mode === 'update' ? record : null), [desc, mode, record]);
  const initialValues = useMemo(() => initialFormValues(desc, mode, record), [desc, mode, record]);
  // Close first, act after the exit: a popup opened while this dialog still restores focus would be
  // dismissed at once by that focus moving outside it.
  const [open, setOpen] = useState(true);
  const afterExit = useRef<() => void>(onClose);
  const closeThen = (next: () => void) => {
    afterExit.current = next;
    setOpen(false);
  };
  const heading = title ?? (mode === 'create' ? `Add ${desc.singular}` : `Edit ${desc.singular} ${recordTitle(desc, record ?? {})}`);

  const onSubmit = async (values: FormValues, helpers: FormikHelpers<FormValues>) => {
    helpers.setStatus(undefined);
    const args = { ...toPayload(desc, values, mode, mode === 'update' ? record : null), values };
    try {
      const result = await submit(args);
      helpers.resetForm({ values });
      closeThen(() => (onSaved ? onSaved(result, args) : onClose()));
    } catch (e) {
      const error = e as ApiError;
      if (error.fields) {
        helpers.setErrors(error.fields);
        helpers.setTouched(Object.fromEntries(Object.keys(error.fields).map((k) => [k, true])), false);
      }
      helpers.setStatus(error.message || error.display);
    }
  };

  return (
    <Formik initialValues={initialValues} validationSchema={schema} onSubmit={onSubmit} enableReinitialize={false}>
      {(formik) => {
        const requestClose = async () => {
          if (formik.isSubmitting) return;
          if (formik.dirty) {
            const discard = await confirm({
              title: 'Discard unsaved changes?',
              text: 'This form has changes that are not saved.',
              confirmLabel: 'Discard changes',
              cancelLabel: 'Keep editing',
              destructive: true,
            });
            if (!discard) return;
          }
          closeThen(onClose);
        };
        return (
          <Dialog.Root
            open={open}
            onOpenChange={(e) => !e.open && void requestClose()}
            onExitComplete={() => afterExit.current()}
            size="lg"
            placement="center"
            scrollBehavior="inside"
          >
            <UnloadGuard active={formik.dirty} />
            <Portal>
              <Dialog.Backdrop />
              <Dialog.Positioner>
                <Dialog.Content asChild>
                  <Form noValidate aria-label={capital(heading)}>
                    <Dialog.Header>
                      <Dialog.Title>{capital(heading)}</Dialog.Title>
                    </Dialog.Header>
                    <Dialog.Body>
                      {formik.status && (
                        <Alert.Root status="error" mb="4">
                          <Alert.Indicator />
                          <Alert.Title>{formik.status}</Alert.Title>
                        </Alert.Root>
                      )}
                      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                        {fields.map((f) => (
                          <KitField
                            key={f.name}
                            field={f}
                            mode={mode}
                            record={record}
                            allowed={desc.statusFlow?.field === f.name ? nextStatuses(desc, mode === 'update' ? record?.[f.name] : undefined) : undefined}
                          />
                        ))}
                      </SimpleGrid>
                    </Dialog.Body>
                    <Dialog.Footer>
                      <Button variant="outline" onClick={() => void requestClose()} disabled={formik.isSubmitting}>
                        Cancel
                      </Button>
                      <Button type="submit" colorPalette="blue" loading={formik.isSubmitting}>
                        Save
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
        );
      }}
    </Formik>
  );
}

/** Warns before the tab closes or reloads while the form holds unsaved changes. */
function UnloadGuard({ active }: { active: boolean }) {
  useEffect(() => {
    if (!active) return;
    const warn = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active]);
  return null;
}
