import { createContext, useContext, type ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { system } from './system';
import { AppToaster } from './toaster';
import { PopupHost } from './popup';
import { ConfirmHost } from './confirm';

/** Inside a UiProvider: the kit's context and hosts are there already. */
const InProvider = createContext(false);

/** Mounted once by the shell (and by each remote's standalone host); remotes never mount their own. */
export function UiProvider({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      <InProvider.Provider value={true}>{children}</InProvider.Provider>
      <UiHostsOnly />
    </ChakraProvider>
  );
}

function UiHostsOnly() {
  return (
    <>
      <AppToaster />
      <PopupHost />
      <ConfirmHost />
    </>
  );
}

/**
 * A page the shell starts light (PageDecl.start 'light', so no UiProvider around it) gives the kit's
 * components their context part by part: each part that uses them sits in a UiIsland, and the page
 * mounts UiHosts once (toasts, popups, confirmations) when it first loads the kit. Both step aside
 * inside a UiProvider: the same page opened from the full shell's menu is inside one.
 */
export function UiIsland({ children }: { children: ReactNode }) {
  if (useContext(InProvider)) return children;
  return <ChakraProvider value={system}>{children}</ChakraProvider>;
}

/** The toaster, popup and confirm hosts of a light page (see UiIsland): mounted once. */
export function UiHosts() {
  if (useContext(InProvider)) return null;
  return (
    <ChakraProvider value={system}>
      <UiHostsOnly />
    </ChakraProvider>
  );
}
