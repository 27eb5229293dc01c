import { Box, Heading } from 'shared/ui';
import type { CreditNoteRow } from '../../model';
import { Loaded } from '../../lib/states';
import { useApi } from '../../lib/use-api';
import { CreditNoteTable } from './credit-note-table';

/** Credit notes waiting for approval or issue. */
export default function CreditNoteApprovalPage() {
  const { state, reload } = useApi<{ data: CreditNoteRow[]; total: number }>('/credit-notes/approval?pageSize=100');
  return (
    <Box as="section" aria-label="Credit note approval">
      <Loaded state={state} title="credit notes" onRetry={reload}>
        {(p) => (
          <>
            <Heading as="h2" size="sm" mb="2">
              {p.total} credit notes to approve or issue
            </Heading>
            <CreditNoteTable rows={p.data} onChanged={reload} />
          </>
        )}
      </Loaded>
    </Box>
  );
}
