import { useEffect, useSyncExternalStore } from 'react';
import { Button, Portal, Text } from '@chakra-ui/react';
import { Dialog } from './system-lazy';

/** A modal message (the spec's "popups"): success ones close by themselves after 1500 ms. */
export interface PopupOptions {
  status: 'success' | 'error' | 'warning' | 'info';
  title: string;
  text?: string;
  /** Auto-close after this many ms; success popups default to 1500 (spec section 9). */
  duration?: number;
}

interface OpenPopup extends PopupOptions {
  resolve: () => void;
}

let current: OpenPopup | null = null;
/** The dialog (a chunk loaded on demand) is mounted from the first popup on, never before. */
let used = false;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

/** Shows a popup; resolves when it closes (so a list can reload after a success popup). */
export function showPopup(options: PopupOptions): Promise<void> {
  current?.resolve();
  return new Promise((resolve) => {
    const duration = options.duration ?? (options.status === 'success' ? 1500 : undefined);
    const popup: OpenPopup = { ...options, duration, resolve: () => undefined };
    popup.resolve = () => {
      if (current === popup) {
        current = null;
        emit();
      }
      resolve();
    };
    current = popup;
    used = true;
    emit();
  });
}

export const successPopup = (title: string, text?: string) => showPopup({ status: 'success', title, text });
export const errorPopup = (title: string, text?: string) => showPopup({ status: 'error', title, text });

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

const COLOR = { success: 'green.600', error: 'red.600', warning: 'orange.500', info: 'blue.600' } as const;

/**
 * Counts a popup's time from when it is on screen, not from when it was asked for: a slow phone
 * (or the first popup, whose dialog chunk still loads) would otherwise close it unseen.
 */
function AutoClose({ popup }: { popup: OpenPopup }) {
  useEffect(() => {
    if (!popup.duration) return;
    const timer = setTimeout(popup.resolve, popup.duration);
    return () => clearTimeout(timer);
  }, [popup]);
  return null;
}

export function PopupHost() {
  const popup = useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
  if (!popup && !used) return null;
  return (
    <Dialog.Root
      open={!!popup}
      onOpenChange={(e) => !e.open && popup?.resolve()}
      // The dialog that asked for this popup usually closes as it opens and hands the focus back
      // to its trigger, outside the popup: that is no answer, and must not close the popup unseen.
      onFocusOutside={(e) => e.preventDefault()}
      role={popup?.status === 'error' ? 'alertdialog' : 'dialog'}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="popup" data-status={popup?.status}>
            <Dialog.Header>
              <Dialog.Title color={popup ? COLOR[popup.status] : undefined}>{popup?.title}</Dialog.Title>
            </Dialog.Header>
            {popup?.text && (
              <Dialog.Body>
                <Text>{popup.text}</Text>
              </Dialog.Body>
            )}
            <Dialog.Footer>
              <Button onClick={() => popup?.resolve()}>OK</Button>
            </Dialog.Footer>
            {popup && <AutoClose popup={popup} />}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
