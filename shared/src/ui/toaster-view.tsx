// Loaded by AppToaster when the first toast is created: the toast machines (with dismissable and
// interact-outside) and the toast recipe stay off pages that never show a toast, sign-in included.
import { Portal, Spinner, Stack, Toast, Toaster } from '@chakra-ui/react';
import { toastSlotRecipe } from '@chakra-ui/react/theme';
import { addRecipes } from './system';
import { toaster } from './toaster';

addRecipes({ slotRecipes: { toast: toastSlotRecipe } });

export default function ToasterView() {
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
