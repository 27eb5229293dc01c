import { useState } from 'react';
import { Button, Dialog, Field, NativeSelect, Portal } from 'shared/ui';

export interface SelectCasesDialogProps {
  open: boolean;
  onClose(): void;
  /** 0 ongoing, 1 completed (spec section 9). */
  onSelect(isCompleted: 0 | 1): void;
  value?: 0 | 1;
}

/** "Select Cases": Ongoing Cases (0) or Completed Cases (1) for the monthly and weekly reports. */
export function SelectCasesDialog({ open, onClose, onSelect, value }: SelectCasesDialogProps) {
  const [choice, setChoice] = useState(String(value ?? 0));
  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Select Cases</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Field.Root>
                <Field.Label>Cases</Field.Label>
                <NativeSelect.Root>
                  <NativeSelect.Field value={choice} onChange={(e) => setChoice(e.currentTarget.value)}>
                    <option value="0">Ongoing Cases</option>
                    <option value="1">Completed Cases</option>
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </Field.Root>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                Cancel
              </Button>
              <Button
                colorPalette="blue"
                onClick={() => {
                  onSelect(choice === '1' ? 1 : 0);
                  onClose();
                }}
              >
                Submit
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
