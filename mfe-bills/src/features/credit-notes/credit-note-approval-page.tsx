import { Box, Heading } from 'shared/ui';
import { Loaded } from '../../lib/states';
import { useCreditNotesToApproveQuery } from '../../lib/bills-api';
import { CreditNoteTable } from './credit-note-table';

/** Credit notes waiting for approval or issue. */
export default function CreditNoteApprovalPage() {
  const result = useCreditNotesToApproveQuery({ pageSize: 100 });
  return (
    <Box as="section" aria-label="Credit note approval">
      <Loaded result={result} title="credit notes">
        {(p) => (
          <>
            <Heading as="h2" size="sm" mb="2">
              {p.total} credit notes to approve or issue
            </Heading>
            <CreditNoteTable rows={p.data} />
          </>
        )}
      </Loaded>
    </Box>
  );
}
