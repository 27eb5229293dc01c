import { useState } from 'react';
import type { ApiError } from 'shared/core';
import { Button, HStack, Input, Stack, Text } from 'shared/ui';
import { Loaded } from '../../lib/states';
import { money, SimpleTable } from '../../lib/table';
import { useOpenBillsQuery, type Receipt } from '../../lib/bills-api';
import { useAllocateReceiptMutation } from '../../lib/books-api';

/** Allocates what a receipt holds on account to its bank's open bills. */
export function AllocatePanel({ receipt, onDone }: { receipt: Receipt; onDone(message: string): void }) {
  const open = useOpenBillsQuery(receipt.bank_id);
  const [amounts, setAmounts] = useState<Record<number, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [allocate, { isLoading }] = useAllocateReceiptMutation();
  const submit = async () => {
    setError(null);
    const allocations = Object.entries(amounts)
      .filter(([, a]) => Number(a) > 0)
      .map(([id, a]) => ({ bill_id: Number(id), amount: Number(a), tds_amount: 0 }));
    if (!allocations.length) return setError('Enter an amount against at least one invoice.');
    try {
      onDone((await allocate({ id: receipt.id, allocations }).unwrap()).message);
    } catch (e) {
      setError((e as ApiError).message);
    }
  };
  return (
    <Stack gap="2" borderWidth="1px" borderRadius="md" p="3" my="2" aria-label={`Allocate receipt ${receipt.receipt_no}`} role="group">
      <Text fontSize="sm">
        Receipt {receipt.receipt_no} has {money(receipt.on_account)} on account.
      </Text>
      <Loaded result={open} title="open bills">
        {(data) => (
          <SimpleTable
            caption={`Open bills for receipt ${receipt.receipt_no}`}
            rowKey={(b) => b.id}
            rows={data}
            empty="This bank has no open bills."
            cols={[
              { label: 'Invoice No.', cell: (b) => b.invoice_no },
              { label: 'Due', cell: (b) => b.due_date },
              { label: 'Outstanding', cell: (b) => money(b.outstanding), money: true },
              {
                label: 'Allocate',
                cell: (b) => (
                  <Input
                    size="xs"
                    inputMode="decimal"
                    aria-label={`Allocate to ${b.invoice_no}`}
                    value={amounts[b.id] ?? ''}
                    onChange={(e) => setAmounts({ ...amounts, [b.id]: e.target.value })}
                  />
                ),
              },
            ]}
          />
        )}
      </Loaded>
      {error && (
        <Text color="red.700" role="alert">
          {error}
        </Text>
      )}
      <HStack>
        <Button size="sm" colorPalette="blue" loading={isLoading} onClick={() => void submit()}>
          Allocate
        </Button>
      </HStack>
    </Stack>
  );
}
