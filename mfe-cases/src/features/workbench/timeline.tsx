import { Box, Heading, HStack, Stack, Text } from 'shared/ui';
import { CASE_STATE_LABELS, istDateTime, type CaseDetail, type CaseState } from '../../model';

/** 3 d 4 h, 5 h 12 min, 40 s. */
export function duration(seconds: number): string {
  const d = Math.floor(seconds / 86400);
  const h = Math.floor((seconds % 86400) / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  if (d) return `${d} d ${h} h`;
  if (h) return `${h} h ${m} min`;
  if (m) return `${m} min`;
  return `${seconds} s`;
}

const when = (iso: string) => istDateTime(iso);
const stage = (s: CaseState, level: number | null) => `${CASE_STATE_LABELS[s]}${s === 'STAGE_REVIEW' && level ? ` (level ${level})` : ''}`;

/** Every move of the case (who, when, why) and the time spent in each stage. */
export function Timeline({ detail }: { detail: CaseDetail }) {
  const totals = Object.entries(detail.stage_seconds) as [CaseState, number][];
  return (
    <Stack gap="3">
      <Heading size="sm" as="h3">
        Timeline
      </Heading>
      <Box as="ol" aria-label="Case timeline" ps="4">
        {detail.history.map((h) => (
          <li key={h.id}>
            <Text fontSize="sm">
              <strong>{when(h.changed_at)}</strong> — {h.from_status ? `${stage(h.from_status, h.from_level)} → ` : ''}
              {stage(h.to_status, h.to_level)}
              {h.changed_by_name ? ` by ${h.changed_by_name}` : ''}
              {h.seconds_in_from != null && h.from_status ? ` after ${duration(h.seconds_in_from)}` : ''}
              {h.comment ? `: “${h.comment}”` : ''}
            </Text>
          </li>
        ))}
      </Box>
      <HStack wrap="wrap" gap="2" aria-label="Time per stage">
        {totals.map(([s, secs]) => (
          <Box key={s} borderWidth="1px" borderRadius="md" px="2" py="1" fontSize="xs">
            {CASE_STATE_LABELS[s]}: {duration(secs)}
          </Box>
        ))}
      </HStack>
    </Stack>
  );
}
