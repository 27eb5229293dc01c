import { useState } from 'react';
import type { ApiError } from 'shared/core';
import { businessInstant } from 'shared/resources';
import { Alert, Button, DateTimeField, Dialog, Field, NativeSelect, Portal, Spinner, Text, successPopup } from 'shared/ui';
import { useAllocateMutation, useEngineerSuggestionsQuery } from '../case-list/cases-api';

export interface AllocateRow {
  id: number;
  version: number;
  case_no: string;
  pincode: string | null;
}

/** "YYYY-MM-DD HH:mm" on the business clock as an instant (not the browser's zone); undefined if malformed. */
function appointmentInstant(wall: string): string | null | undefined {
  const [date = '', time = ''] = wall.trim().split(' ');
  return wall.trim() ? businessInstant(date, time)?.toISOString() : null;
}

/**
 * Allocate the selected cases to one site engineer: engineers covering the first case's pincode
 * first, each with the cases they have open; an appointment time is optional.
 */
export function AllocateDialog({ rows, onClose, onDone }: { rows: AllocateRow[]; onClose(): void; onDone(): void }) {
  const pincode = rows[0]?.pincode ?? null;
  const suggestions = useEngineerSuggestionsQuery(pincode);
  const engineers = suggestions.data ?? null;
  const loadError = suggestions.error?.message ?? null;
  const [allocate] = useAllocateMutation();
  const [engineer, setEngineer] = useState('');
  const [appointment, setAppointment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (!engineer) {
      setError('Choose a site engineer.');
      return;
    }
    const at = appointmentInstant(appointment);
    if (at === undefined) {
      setError('Appointment must be a date and time (YYYY-MM-DD HH:mm).');
      return;
    }
    setBusy(true);
    try {
      const res = await allocate({
        cases: rows.map((r) => ({ id: r.id, version: r.version })),
        site_engineer_id: Number(engineer),
        appointment_at: at,
      }).unwrap();
      onClose();
      await successPopup(res.message);
      onDone();
    } catch (e) {
      setError((e as ApiError).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && onClose()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Allocate {rows.length === 1 ? rows[0].case_no : `${rows.length} cases`}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {error && (
                <Alert.Root status="error" mb="3">
                  <Alert.Indicator />
                  <Alert.Title>{error}</Alert.Title>
                </Alert.Root>
              )}
              {loadError && <Text color="red.600">Could not load engineers: {loadError}</Text>}
              {!engineers && !loadError && <Spinner size="sm" aria-label="Loading engineers" />}
              {engineers && (
                <Field.Root required mb="3">
                  <Field.Label>
                    Site Engineer
                    <Field.RequiredIndicator />
                  </Field.Label>
                  <NativeSelect.Root>
                    <NativeSelect.Field value={engineer} onChange={(e) => setEngineer(e.target.value)}>
                      <option value="">Select Site Engineer</option>
                      {engineers.map((u) => (
                        <option key={u.id} value={u.id}>
                          {u.name} — {u.open_cases} open{u.covers && pincode ? ` · covers ${pincode}` : ''}
                        </option>
                      ))}
                    </NativeSelect.Field>
                  </NativeSelect.Root>
                  {pincode && <Field.HelperText>Engineers covering {pincode} come first.</Field.HelperText>}
                </Field.Root>
              )}
              <Field.Root>
                <Field.Label>Appointment (IST)</Field.Label>
                <DateTimeField label="Appointment" value={appointment} onChange={setAppointment} />
              </Field.Root>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                Cancel
              </Button>
              <Button colorPalette="blue" loading={busy} onClick={submit}>
                Allocate
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
