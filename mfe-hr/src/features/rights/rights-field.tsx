import type { FieldControlProps } from 'shared/kit';
import { PAGE_NAMES } from 'shared/resources';
import { Box } from 'shared/ui';
import { RightsPicker } from './rights-picker';

/**
 * A form's list of rights (a Rights Template's) through the rights picker; the form keeps the
 * list of page names, in the rights' order.
 */
export function RightsField({ field, value, setValue, onBlur }: FieldControlProps) {
  const granted = new Set(Array.isArray(value) ? value : []);
  return (
    <Box role="group" aria-label={field.label} width="full" onBlur={onBlur}>
      <RightsPicker granted={granted} onChange={(next) => setValue(PAGE_NAMES.filter((p) => next.has(p)))} />
    </Box>
  );
}
