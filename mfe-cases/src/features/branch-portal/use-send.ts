import { useState } from 'react';
import type { ApiError } from 'shared/core';
import { errorPopup, successPopup } from 'shared/ui';

/** Runs a portal action: busy while it runs, the server's words in a popup either way. */
export function useSend() {
  const [busy, setBusy] = useState(false);
  const send = async (run: () => Promise<{ message: string }>): Promise<boolean> => {
    setBusy(true);
    try {
      await successPopup((await run()).message);
      return true;
    } catch (err) {
      const e = err as ApiError;
      await errorPopup(Object.values(e.fields ?? {})[0] ?? e.message ?? e.display);
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, send };
}
