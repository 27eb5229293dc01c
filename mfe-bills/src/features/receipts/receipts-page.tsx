import { useState } from 'react';
import { downloadFile, type ApiError } from 'shared/core';
import { Box, Button, HStack, Heading, Text, errorPopup, successPopup } from 'shared/ui';
import { RECEIPT_MODE_OPTIONS } from '../../model';
import { Loaded } from '../../lib/states';
import { money, SimpleTable } from '../../lib/table';
import { useBankLookupQuery, useReceiptsQuery, type Receipt } from '../../lib/bills-api';
import { AllocatePanel } from './allocate-panel';
import { ReceiptForm } from './receipt-form';
import { StatementPanel } from './statement-panel';

const voucher = async (r: Receipt) => {
  try {
    await downloadFile(`/receipts/${r.id}/voucher.pdf`, `${r.receipt_no.replace(/\//g, '-')}.pdf`);
  } catch (e) {
    void errorPopup('Error', (e as ApiError).message);
  }
};

/** Receipt vouchers: what each bank paid, into which account, the invoices each settled and what stays on account. */
export default function ReceiptsPage() {
  const [page, setPage] = useState(1);
  const [allocating, setAllocating] = useState<Receipt | null>(null);
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
      <StatementPanel />
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
                { label: 'Receipt No.', cell: (r) => r.receipt_no },
                { label: 'Date', cell: (r) => r.receipt_date },
                { label: 'Bank', cell: (r) => r.bank_name },
                { label: 'Received Into', cell: (r) => r.account ?? '—' },
                { label: 'Mode', cell: (r) => RECEIPT_MODE_OPTIONS.find((o) => o.value === r.mode)?.label ?? r.mode },
                { label: 'UTR / Cheque No.', cell: (r) => r.reference },
                { label: 'Amount', cell: (r) => money(r.gross_amount), money: true },
                { label: 'TDS', cell: (r) => money(r.tds_amount), money: true },
                { label: 'On Account', cell: (r) => money(r.on_account), money: true },
                { label: 'Invoices', cell: (r) => r.invoices ?? '' },
                {
                  label: 'Actions',
                  cell: (r) => (
                    <HStack gap="1">
                      <Button size="xs" variant="outline" aria-label={`Voucher PDF ${r.receipt_no}`} onClick={() => void voucher(r)}>
                        Voucher PDF
                      </Button>
                      {r.on_account > 0 && (
                        <Button size="xs" variant="outline" aria-label={`Allocate ${r.receipt_no}`} onClick={() => setAllocating(r)}>
                          Allocate
                        </Button>
                      )}
                    </HStack>
                  ),
                },
              ]}
            />
            {allocating && (
              <AllocatePanel
                key={allocating.id}
                receipt={allocating}
                onDone={async (m) => {
                  setAllocating(null);
                  await successPopup(m);
                }}
              />
            )}
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
