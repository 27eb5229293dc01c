import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, Heading, HStack, Link, Text } from 'shared/ui';
import { downloadReport } from '../case-list/cases-api';
import { istDateTime, type CaseDetail } from '../../model';
import { StatusBadge, TatBadge } from '../case-list/badges';

/** Who the case is for and where it stands: number, bank, branch, status, TAT. */
export function CaseHeader({ detail }: { detail: CaseDetail }) {
  const d = detail as CaseDetail & { bank_name: string; bank_branch_name: string; company_branch_name: string; report_no: string | null };
  return (
    <Box borderWidth="1px" borderRadius="md" p="3" bg="white">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Heading size="md" as="h2">
          Case {d.case_no}
        </Heading>
        <HStack gap="2">
          <StatusBadge status={d.status} level={d.review_level} />
          <TatBadge state={d.tat_state} />
        </HStack>
      </HStack>
      <Text fontSize="sm" mt="1">
        {d.bank_name} — {d.bank_branch_name} · Office {d.company_branch_name} · Received {istDateTime(d.received_at).slice(0, 10)}
        {d.tat_due_at ? ` · TAT due ${istDateTime(d.tat_due_at)}` : ''}
        {d.engineer_name ? ` · Engineer ${d.engineer_name}` : ''}
        {d.report_no ? ` · Report ${d.report_no}` : ''}
      </Text>
      {d.status_comment && (
        <Text fontSize="sm" color="gray.600">
          Latest note: {d.status_comment}
        </Text>
      )}
      <HStack gap="3" mt="1" fontSize="sm">
        <Link asChild color="blue.700">
          <RouterLink to={`/admin/uploadDocuments/${d.id}`}>Documents</RouterLink>
        </Link>
        <Link asChild color="blue.700">
          <RouterLink to={`/admin/splitScreen?case=${d.id}`}>Split screen</RouterLink>
        </Link>
        {d.report_no && (
          <Button size="xs" variant="outline" onClick={() => void downloadReport(d.id, d.case_no)}>
            Download report PDF
          </Button>
        )}
      </HStack>
    </Box>
  );
}
