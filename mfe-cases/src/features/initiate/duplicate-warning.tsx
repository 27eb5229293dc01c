import { useEffect, useRef } from 'react';
import { Alert, Box, Button, HStack, Text } from 'shared/ui';
import { CASE_STATE_LABELS, DUPLICATE_REASON_LABELS, type CaseState, type DuplicateMatch } from '../../model';

/**
 * The possible duplicates of a new case, each with why; the user may still continue. It appears
 * at the top of a form the user has scrolled to its end, so on arrival it scrolls itself into view
 * and takes the focus (a screen reader reads it, and Initiate does not seem to do nothing).
 */
export function DuplicateWarning({ matches, onContinue, busy }: { matches: DuplicateMatch[]; onContinue(): void; busy: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.scrollIntoView?.({ block: 'nearest' });
    ref.current?.focus({ preventScroll: true });
  }, [matches]);
  return (
    <Alert.Root ref={ref} tabIndex={-1} role="alert" status="warning" alignItems="flex-start" data-testid="duplicate-warning">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>Possible duplicate{matches.length > 1 ? 's' : ''}</Alert.Title>
        <Box as="ul" ps="4" my="2">
          {matches.map((m) => (
            <li key={m.id}>
              <Text fontSize="sm">
                <strong>{m.case_no}</strong> ({CASE_STATE_LABELS[m.status as CaseState] ?? m.status}, received {m.received_at.slice(0, 10)}
                ): {m.applicant_name} — {m.property_address} [{m.reasons.map((r) => DUPLICATE_REASON_LABELS[r]).join(', ')}]
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
