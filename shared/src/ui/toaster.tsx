import { createToaster, Portal, Spinner, Stack, Toast, Toaster } from '@chakra-ui/react';

/** Top-centre toasts that close after 3000 ms (spec section 9). */
export const toaster = createToaster({ placement: 'top', duration: 3000, pauseOnPageIdle: true });

export const notify = {
  success: (title: string, duration?: number) => toaster.create({ type: 'success', title, duration }),
  error: (title: string, description?: string) => toaster.create({ type: 'error', title, description }),
  info: (title: string, description?: string) => toaster.create({ type: 'info', title, description }),
};

export function AppToaster() {
  return (
    <Portal>
      <Toaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }} role="status">
            {toast.type === 'loading' ? <Spinner size="sm" /> : <Toast.Indicator />}
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            <Toast.CloseTrigger aria-label="Close notification" />
          </Toast.Root>
        )}
      </Toaster>
    </Portal>
  );
}
