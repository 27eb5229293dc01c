import { useSyncExternalStore } from 'react';
import { Button, Portal, Text } from '@chakra-ui/react';
import { Dialog } from './system-lazy';

export interface ConfirmOptions {
  title: string;
  text?: string;
  confirmLabel?: string;
  cancelLabel?: string;
  destructive?: boolean;
}

interface Pending extends ConfirmOptions {
  answer: (ok: boolean) => void;
}

let pending: Pending | null = null;
/** The dialog (a chunk loaded on demand) is mounted from the first question on, never before. */
let used = false;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());
const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

/** Asks the user; resolves true only when they confirm. */
export function confirm(options: ConfirmOptions): Promise<boolean> {
  pending?.answer(false);
  return new Promise((resolve) => {
    const p: Pending = {
      ...options,
      answer: (ok) => {
        if (pending === p) {
          pending = null;
          emit();
        }
        resolve(ok);
      },
    };
    pending = p;
    used = true;
    emit();
  });
}

export function ConfirmHost() {
  const p = useSyncExternalStore(
    subscribe,
    () => pending,
    () => null,
  );
  if (!p && !used) return null;
  return (
    <Dialog.Root
      open={!!p}
      onOpenChange={(e) => !e.open && p?.answer(false)}
      // Focus handed back by a dialog closing underneath is not the user's answer (see popup.tsx).
      onFocusOutside={(e) => e.preventDefault()}
      role="alertdialog"
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{p?.title}</Dialog.Title>
            </Dialog.Header>
            {p?.text && (
              <Dialog.Body>
                <Text>{p.text}</Text>
              </Dialog.Body>
            )}
            <Dialog.Footer>
              <Button variant="outline" onClick={() => p?.answer(false)}>
                {p?.cancelLabel ?? 'Cancel'}
              </Button>
              <Button colorPalette={p?.destructive ? 'red' : 'blue'} onClick={() => p?.answer(true)}>
                {p?.confirmLabel ?? 'Confirm'}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
