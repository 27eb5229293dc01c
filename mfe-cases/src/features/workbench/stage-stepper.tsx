import { Box, Flex, Text } from 'shared/ui';
import { caseStages, CASE_STATE_LABELS, type CaseDetail } from '../../model';

const DOT = { done: 'green.600', current: 'blue.600', todo: 'gray.300' } as const;

/** Where the case stands on its way (issue 29 point 7): the stages in order, the current one marked. */
export function StageStepper({ detail }: { detail: CaseDetail }) {
  const reached = detail.history.map((h) => h.to_status);
  const steps = caseStages(detail.status, detail.held_from, reached);
  const aside =
    !steps.some((s) => s.at === 'current') || !['REWORK', 'ON_HOLD', 'QUERY_PENDING'].includes(detail.status) ? null : detail.status;
  return (
    <Box as="nav" aria-label="Case stages" borderWidth="1px" borderRadius="md" bg="white" px="3" py="2" overflowX="auto">
      <Flex as="ol" gap="1" align="flex-start" listStyleType="none" m="0" p="0" minW="max-content">
        {steps.map((s, i) => (
          <Flex as="li" key={s.state} align="center" gap="1" aria-current={s.at === 'current' ? 'step' : undefined}>
            {i > 0 && <Box aria-hidden="true" w="6" h="2px" bg={s.at === 'todo' ? 'gray.300' : 'green.600'} />}
            <Box aria-hidden="true" w="3" h="3" borderRadius="full" bg={DOT[s.at]} flexShrink={0} />
            <Text
              fontSize="xs"
              fontWeight={s.at === 'current' ? 'bold' : 'normal'}
              color={s.at === 'todo' ? 'gray.600' : 'gray.800'}
              whiteSpace="nowrap"
            >
              {s.label}
              {s.at === 'done' && (
                <Text as="span" srOnly>
                  {' '}
                  (done)
                </Text>
              )}
              {s.at === 'current' && aside && ` (${CASE_STATE_LABELS[aside]})`}
            </Text>
          </Flex>
        ))}
        {detail.status === 'CANCELLED' && (
          <Text as="li" fontSize="xs" fontWeight="bold" color="red.700" ms="2" aria-current="step">
            Cancelled
          </Text>
        )}
      </Flex>
    </Box>
  );
}
