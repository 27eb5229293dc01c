import { useEffect, useRef } from 'react';
import { addLeaveGuard } from 'shared/core';

const MARK = 'kitLeaveGuard';

/**
 * While `active` (a form with unsaved changes), leaving asks first: a menu link (through the
 * shared leave-guard registry) and the browser's Back button. Back is held by one extra history
 * entry for the same URL: pressing Back lands on the entry below it, the guard puts its entry back
 * and asks; "leave" then goes back past both.
 */
export function useLeaveGuard(active: boolean, ask: () => Promise<boolean>, onLeave: () => void): void {
  const askRef = useRef(ask);
  askRef.current = ask;
  const leaveRef = useRef(onLeave);
  leaveRef.current = onLeave;

  useEffect(() => {
    if (!active) return;
    const removeGuard = addLeaveGuard(() => askRef.current());
    const push = () => window.history.pushState({ ...(window.history.state ?? {}), [MARK]: true }, '');
    push();
    let guarding = true;
    let asking = false;
    const onPop = async () => {
      if (!guarding || asking) return;
      asking = true;
      push();
      const leave = await askRef.current();
      asking = false;
      if (!leave || !guarding) return;
      guarding = false;
      removeGuard();
      leaveRef.current();
      window.history.go(-2);
    };
    window.addEventListener('popstate', onPop);
    return () => {
      window.removeEventListener('popstate', onPop);
      removeGuard();
      // Closed another way (saved, cancelled): take the extra entry back out.
      if (guarding) {
        guarding = false;
        if (window.history.state?.[MARK]) window.history.back();
      }
    };
  }, [active]);
}
