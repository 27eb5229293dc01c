import type { ReactNode } from 'react';
import { Box } from '@chakra-ui/react';

/**
 * A box that scrolls sideways when its table is wider than the screen (a phone). It takes focus and
 * is a named region so keyboard users can scroll it too (axe: scrollable-region-focusable).
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box
      overflowX="auto"
      tabIndex={0}
      role="region"
      aria-label={label}
      outline="none"
      _focusVisible={{ outline: '2px solid', outlineColor: 'blue.600', outlineOffset: '2px' }}
    >
      {children}
    </Box>
  );
}
