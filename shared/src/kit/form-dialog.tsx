import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Form, Formik, useFormikContext, type FormikHelpers } from 'formik';
import type { ApiError } from 'shared/core';
import { Alert, Button, CloseButton, confirm, Dialog, Portal, SimpleGrid } from 'shared/ui';
import { formFields, nextStatuses, type Mode, type ResourceDesc, type ResourceRow } from 'shared/resources';
import { readRecord } from './api';
import { ConflictPanel } from './conflict-panel';
import { useLeaveGuard } from './use-leave-guard';
import { KitField, type FieldControls } from './form-field';
import { buildValidate } from './schema';
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
  /** Shown below the fields, given the form's values and a setter (a preview that follows the choices). */
  children?: (form: FormAccess) => ReactNode;
  /** The screen's own controls for some fields (by name), in place of the kit's. */
  controls?: FieldControls;
}

/** What `children` sees of the form. */
export interface FormAccess {
  values: FormValues;
  setValue(name: string, value: FormValues[string]): void;
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** A formik + yup form built from the description, with an unsaved-changes guard. */
const askDiscard = () =>
  confirm({
    title: 'Discard unsaved changes?',
    text: 'This form has changes that are not saved.',
    confirmLabel: 'Discard changes',
    cancelLabel: 'Keep editing',
    destructive: true,
  });

export function ResourceFormDialog({ desc, mode, record, title, onClose, submit, onSaved, children, controls }: ResourceFormDialogProps) {
  const fields = useMemo(() => formFields(desc, mode), [desc, mode]);
  // After a 409 the form is based on the other person's version (its `version` goes with the save).
  const [theirs, setTheirs] = useState<ResourceRow | null>(null);
  const base = mode === 'update' ? (theirs ?? record) : null;
  const validate = useMemo(() => buildValidate(desc, mode, base), [desc, mode, base]);
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
    const args = { ...toPayload(desc, values, mode, base), values };
    try {
      const result = await submit(args);
      helpers.resetForm({ values });
      closeThen(() => (onSaved ? onSaved(result, args) : onClose()));
    } catch (e) {
      const error = e as ApiError;
      if (error.status === 409 && mode === 'update' && record?.id !== undefined) {
        // Someone saved first: show their version beside these edits (kept in the form).
        const current = await readRecord(desc, record.id).catch(() => null);
        if (current) setTheirs(current);
      }
      if (error.fields) {
        helpers.setErrors(error.fields);
        helpers.setTouched(Object.fromEntries(Object.keys(error.fields).map((k) => [k, true])), false);
      }
      helpers.setStatus(error.message || error.display);
    }
  };

  return (
    <Formik initialValues={initialValues} validate={validate} onSubmit={onSubmit} enableReinitialize={false}>
      {(formik) => {
        const requestClose = async () => {
          if (formik.isSubmitting) return;
          if (formik.dirty && !(await askDiscard())) return;
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
            <LeaveGuard active={formik.dirty && open} onLeave={() => closeThen(onClose)} />
            <Portal>
              <Dialog.Backdrop />
              <Dialog.Positioner>
                <Dialog.Content asChild>
                  <Form noValidate aria-label={capital(heading)}>
                    <Dialog.Header>
                      <Dialog.Title>{capital(heading)}</Dialog.Title>
                    </Dialog.Header>
                    <Dialog.Body>
                      <FocusFirstError names={fields.map((f) => f.name)} />
                      {formik.status && (
                        <Alert.Root status="error" mb="4" role="alert">
                          <Alert.Indicator />
                          <Alert.Title>{formik.status}</Alert.Title>
                        </Alert.Root>
                      )}
                      {theirs && (
                        <ConflictPanel
                          desc={desc}
                          fields={fields}
                          theirs={theirs}
                          mine={formik.values}
                          onKeepMine={() => {
                            formik.setStatus(undefined);
                            void formik.submitForm();
                          }}
                          onUseTheirs={() => {
                            formik.resetForm({ values: initialFormValues(desc, mode, theirs) });
                            setTheirs(null);
                          }}
                        />
                      )}
                      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                        {fields.map((f) => (
                          <KitField
                            key={f.name}
                            field={f}
                            mode={mode}
                            record={record}
                            control={controls?.[f.name]}
                            allowed={
                              desc.statusFlow?.field === f.name
                                ? nextStatuses(desc, mode === 'update' ? record?.[f.name] : undefined)
                                : undefined
                            }
                          />
                        ))}
                      </SimpleGrid>
                      {children?.({ values: formik.values, setValue: (name, value) => void formik.setFieldValue(name, value) })}
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

/** Browser Back and the side menu ask before a changed form goes away. */
function LeaveGuard({ active, onLeave }: { active: boolean; onLeave(): void }) {
  useLeaveGuard(active, askDiscard, onLeave);
  return null;
}

/**
 * After a failed submit (the browser's rules or the server's field messages), focus goes to the
 * first field in error, in the form's order, instead of staying on Save.
 */
function FocusFirstError({ names }: { names: string[] }) {
  const { submitCount, errors, isSubmitting, status } = useFormikContext<FormValues>();
  const handled = useRef(0);
  const anchor = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    if (isSubmitting || submitCount === handled.current) return;
    const first = names.find((n) => errors[n]);
    if (!first && !status) return;
    handled.current = submitCount;
    const form = anchor.current?.closest('form');
    const el = first
      ? form?.querySelector<HTMLElement>(`[name="${CSS.escape(first)}"]`)
      : form?.querySelector<HTMLElement>('[role="alert"]');
    if (el) {
      if (!first) el.tabIndex = -1;
      el.focus();
    }
  }, [submitCount, errors, isSubmitting, status, names]);
  return <span ref={anchor} hidden />;
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
