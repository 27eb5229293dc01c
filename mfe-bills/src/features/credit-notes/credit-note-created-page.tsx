import { useState } from 'react';
import { Box, Button, HStack, Text, successPopup } from 'shared/ui';
import type { CreditNoteRow } from '../../model';
import { Loaded } from '../../lib/states';
import { useApi } from '../../lib/use-api';
import { CreditNoteForm } from './credit-note-form';
import { CreditNoteTable } from './credit-note-table';

export default function CreditNoteCreatedPage() {
  const [page, setPage] = useState(1);
  const { state, reload } = useApi<{ data: CreditNoteRow[]; total: number; page: number; pageSize: number }>(
    `/credit-notes?page=${page}&pageSize=25`,
  );
  return (
    <Box as="section" aria-label="Credit notes">
      <CreditNoteForm
        onSaved={async (m) => {
          await successPopup(m);
          reload();
        }}
      />
      <Loaded state={state} title="credit notes" onRetry={reload}>
        {(p) => (
          <>
            <CreditNoteTable rows={p.data} onChanged={reload} />
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
