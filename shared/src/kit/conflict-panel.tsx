import { Box, Button, HStack, Text } from 'shared/ui';
import type { FieldDesc, ResourceDesc, ResourceRow } from 'shared/resources';
import { cellText } from './cells';
import { toFormValue, type FormValues } from './wire';

const shown = (v: unknown) => (Array.isArray(v) ? v.join(', ') : v === null || v === undefined ? '' : String(v));

/** How a stored value reads to a person (option labels, YYYY-MM-DD, ₹). */
function label(desc: ResourceDesc, field: FieldDesc, value: unknown): string {
  if (field.options)
    return shown(
      Array.isArray(value)
        ? value.map((v) => field.options!.find((o) => o.value === v)?.label ?? v)
        : (field.options.find((o) => o.value === String(value))?.label ?? value),
    );
  if (field.type === 'money') return cellText(desc, { field: field.name, label: field.label, format: 'money' }, value);
  return shown(value);
}

/**
 * After a 409: the other person's saved version beside the user's edits, field by field where they
 * differ. "Keep my edits" saves the form again on top of their version; "Use their version" drops
 * the edits.
 */
export function ConflictPanel({
  desc,
  fields,
  theirs,
  mine,
  onKeepMine,
  onUseTheirs,
}: {
  desc: ResourceDesc;
  fields: readonly FieldDesc[];
  theirs: ResourceRow;
  mine: FormValues;
  onKeepMine(): void;
  onUseTheirs(): void;
}) {
  const differing = fields.filter(
    (f) => f.type !== 'password' && f.type !== 'file' && !f.readOnly && shown(toFormValue(f, theirs[f.name])) !== shown(mine[f.name]),
  );
  return (
    <Box
      role="region"
      aria-label="Their version and your edits"
      borderWidth="1px"
      borderColor="orange.300"
      bg="orange.50"
      borderRadius="md"
      p="3"
      mb="4"
    >
      <Text fontWeight="semibold" mb="2">
        Saved by someone else since you opened it{differing.length ? ':' : ' (no field differs from your edits).'}
      </Text>
      {differing.length > 0 && (
        <Box
          as="table"
          width="full"
          fontSize="sm"
          mb="3"
          css={{ '& th, & td': { textAlign: 'start', py: '1', pr: '3', verticalAlign: 'top' } }}
        >
          <thead>
            <tr>
              <th scope="col">Field</th>
              <th scope="col">Their version</th>
              <th scope="col">Your edit</th>
            </tr>
          </thead>
          <tbody>
            {differing.map((f) => (
              <tr key={f.name}>
                <th scope="row">{f.label}</th>
                <td>{label(desc, f, theirs[f.name]) || '—'}</td>
                <td>{label(desc, f, mine[f.name]) || '—'}</td>
              </tr>
            ))}
          </tbody>
        </Box>
      )}
      <HStack gap="2" wrap="wrap">
        <Button size="sm" colorPalette="blue" onClick={onKeepMine}>
          Keep my edits and save
        </Button>
        <Button size="sm" variant="outline" onClick={onUseTheirs}>
          Use their version
        </Button>
      </HStack>
    </Box>
  );
}
