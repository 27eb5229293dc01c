import type { ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { system } from './system';
import { AppToaster } from './toaster';
import { PopupHost } from './popup';
import { ConfirmHost } from './confirm';

/** Mounted once by the shell (and by each remote's standalone host); remotes never mount their own. */
export function UiProvider({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      {children}
      <AppToaster />
      <PopupHost />
      <ConfirmHost />
    </ChakraProvider>
  );
}
