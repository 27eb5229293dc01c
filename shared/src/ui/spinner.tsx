import { Spinner as ChakraSpinner, type SpinnerProps } from '@chakra-ui/react';

/**
 * Chakra's spinner is a plain span, on which an accessible name is not allowed (axe:
 * aria-prohibited-attr). A named spinner is announced as a status, so its name reaches screen
 * readers; an unnamed one stays decorative.
 */
export function Spinner(props: SpinnerProps) {
  return <ChakraSpinner {...(props['aria-label'] && !props.role ? { role: 'status' } : {})} {...props} />;
}
