import { Alert, Box, Button, HStack, Text } from 'shared/ui';
import { DUPLICATE_REASON_LABELS, type DuplicateMatch } from '../../model';

/** The possible duplicates of a new case, each with why; the user may still continue. */
export function DuplicateWarning({ matches, onContinue, busy }: { matches: DuplicateMatch[]; onContinue(): void; busy: boolean }) {
  return (
    <Alert.Root status="warning" alignItems="flex-start">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>Possible duplicate{matches.length > 1 ? 's' : ''}</Alert.Title>
        <Box as="ul" ps="4" my="2">
          {matches.map((m) => (
            <li key={m.id}>
              <Text fontSize="sm">
                <strong>{m.case_no}</strong> ({m.status}, received {m.received_at.slice(0, 10)}): {m.applicant_name} — {m.property_address}{' '}
                [{m.reasons.map((r) => DUPLICATE_REASON_LABELS[r]).join(', ')}]
              </Text>
            </li>
          ))}
        </Box>
        <HStack>
          <Button size="sm" colorPalette="orange" onClick={onContinue} loading={busy}>
            Not a duplicate: initiate anyway
          </Button>
        </HStack>
      </Alert.Content>
    </Alert.Root>
  );
}
