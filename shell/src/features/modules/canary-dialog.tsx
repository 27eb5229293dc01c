import { useEffect, useState } from 'react';
import { Button, Dialog, Field, Input, Portal, Text } from 'shared/ui';

export interface CanaryTarget {
  remote: string;
  version: string;
  current: string | null;
  /** The share already given (widening or narrowing a running canary). */
  percent?: number;
}

/** Asks for the share of users a canary gets (1-99 %); the browser's cookie keeps each user on one side. */
export function CanaryDialog({
  target,
  onClose,
  onStart,
}: {
  target: CanaryTarget | null;
  onClose: () => void;
  onStart: (percent: number) => Promise<void>;
}) {
  const [value, setValue] = useState('10');
  const [sending, setSending] = useState(false);
  useEffect(() => setValue(String(target?.percent ?? 10)), [target]);
  const percent = Number(value);
  const valid = Number.isInteger(percent) && percent >= 1 && percent <= 99;
  const submit = async () => {
    if (!valid) return;
    setSending(true);
    await onStart(percent);
    setSending(false);
    onClose();
  };
  return (
    <Dialog.Root open={!!target} onOpenChange={(e) => !e.open && onClose()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>
                {target?.percent ? 'Change the canary share of' : 'Canary'} {target?.remote} {target?.version}
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text mb="3">
                This share of users gets {target?.version}; the others keep {target?.current}. Each browser stays on its side.
              </Text>
              <Field.Root invalid={!valid}>
                <Field.Label>Share of users (%)</Field.Label>
                <Input type="number" min={1} max={99} value={value} onChange={(e) => setValue(e.target.value)} />
                <Field.ErrorText>Enter a whole number from 1 to 99.</Field.ErrorText>
              </Field.Root>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                Cancel
              </Button>
              <Button colorPalette="blue" onClick={submit} disabled={!valid} loading={sending}>
                {target?.percent ? 'Change share' : 'Start canary'}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
