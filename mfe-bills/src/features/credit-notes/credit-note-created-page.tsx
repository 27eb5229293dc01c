import { useState } from 'react';
import { Box, Button, HStack, Text, successPopup } from 'shared/ui';
import { Loaded } from '../../lib/states';
import { useCreditNotesQuery } from '../../lib/bills-api';
import { CreditNoteForm } from './credit-note-form';
import { CreditNoteTable } from './credit-note-table';

export default function CreditNoteCreatedPage() {
  const [page, setPage] = useState(1);
  const result = useCreditNotesQuery({ page, pageSize: 25 });
  return (
    <Box as="section" aria-label="Credit notes">
      <CreditNoteForm
        onSaved={async (m) => {
          await successPopup(m);
        }}
      />
      <Loaded result={result} title="credit notes">
        {(p) => (
          <>
            <CreditNoteTable rows={p.data} />
            <HStack mt="2">
              <Button size="xs" variant="outline" disabled={p.page <= 1} onClick={() => setPage(p.page - 1)}>
                Previous
              </Button>
              <Text fontSize="sm">
                Page {p.page} of {Math.max(1, Math.ceil(p.total / p.pageSize))}
              </Text>
              <Button size="xs" variant="outline" disabled={p.page * p.pageSize >= p.total} onClick={() => setPage(p.page + 1)}>
                Next
              </Button>
            </HStack>
          </>
        )}
      </Loaded>
    </Box>
  );
}
