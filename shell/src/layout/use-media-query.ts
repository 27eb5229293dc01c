import { useSyncExternalStore } from 'react';

/** Chakra's `md` breakpoint (48rem): where the top bar's wider widgets appear. */
export const MD_UP = '(min-width: 48rem)';

/**
 * Whether a media query matches now, following its changes. A widget hidden on a phone by CSS
 * alone is still rendered and its code and data fetched; this lets it not be rendered at all.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (changed) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', changed);
      return () => list.removeEventListener('change', changed);
    },
    () => window.matchMedia(query).matches,
  );
}
