import { formatDate } from 'shared/core';
import { Box, CloseButton, Dialog, Portal, Text } from 'shared/ui';
import { optionLabel, type FieldDesc, type ResourceDesc, type ResourceRow } from 'shared/resources';

/** The text a field of a stored record reads as (names of chosen records come from the list row). */
export function fieldText(field: FieldDesc, row: ResourceRow): string {
  const value = row[field.name];
  if (field.optionsFrom?.rowLabel) return String(row[field.optionsFrom.rowLabel] ?? '');
  if (value === null || value === undefined || value === '') return '';
  if (field.type === 'select') return optionLabel(field, value);
  if (field.type === 'date') return formatDate(String(value).slice(0, 10));
  return String(value);
}

/** Every field of one record, read-only (for logins that may look but not change). */
export function RecordDetails({ desc, row, onClose }: { desc: ResourceDesc; row: ResourceRow; onClose(): void }) {
  const fields = desc.fields.filter((f) => !f.hidden && f.type !== 'password' && f.type !== 'file');
  const title = `${desc.singular.charAt(0).toUpperCase()}${desc.singular.slice(1)} ${String(row[desc.titleField] ?? '')}`;
  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && onClose()} size="lg" placement="center" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content aria-label={title}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Box as="dl" display="grid" gridTemplateColumns={{ base: '1fr', md: '12rem 1fr' }} columnGap="4" rowGap="2">
                {fields.map((f) => (
                  <Box key={f.name} display="contents">
                    <Text as="dt" fontWeight="medium" color="gray.600">
                      {f.label}
                    </Text>
                    <Text as="dd" whiteSpace="pre-wrap">
                      {fieldText(f, row) || '—'}
                    </Text>
                  </Box>
                ))}
              </Box>
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
