import { useState } from 'react';
import { Box, Button, HStack, Heading, Text, successPopup } from 'shared/ui';
import { Loaded } from '../../lib/states';
import { money, SimpleTable } from '../../lib/table';
import { useBankLookupQuery, useReceiptsQuery } from '../../lib/bills-api';
import { RECEIPT_MODE_OPTIONS } from '../../model';
import { ReceiptForm } from './receipt-form';

const modeLabel = (v: string) => RECEIPT_MODE_OPTIONS.find((o) => o.value === v)?.label ?? v;

/** Payments received from banks and the invoices each settled. */
export default function ReceiptsPage() {
  const [page, setPage] = useState(1);
  const banks = useBankLookupQuery();
  const result = useReceiptsQuery({ page, pageSize: 25 });
  return (
    <Box as="section" aria-label="Receipts">
      <Loaded result={banks} title="banks">
        {(data) => (
          <ReceiptForm
            banks={data}
            onSaved={async (m) => {
              await successPopup(m);
            }}
          />
        )}
      </Loaded>
      <Heading as="h2" size="sm" mb="2">
        Receipts
      </Heading>
      <Loaded result={result} title="receipts">
        {(p) => (
          <>
            <SimpleTable
              caption="Receipts"
              rowKey={(r) => r.id}
              rows={p.data}
              empty="No receipts yet."
              cols={[
                { label: 'Date', cell: (r) => r.receipt_date },
                { label: 'Bank', cell: (r) => r.bank_name },
                { label: 'Mode', cell: (r) => modeLabel(r.mode) },
                { label: 'Reference', cell: (r) => r.reference },
                { label: 'Gross', cell: (r) => money(r.gross_amount), money: true },
                { label: 'TDS', cell: (r) => money(r.tds_amount), money: true },
                { label: 'Invoices', cell: (r) => r.invoices ?? '' },
              ]}
            />
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
