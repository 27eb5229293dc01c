import { useState } from 'react';
import type { ApiError } from 'shared/core';
import { today } from 'shared/core';
import { Button, DateField, Field, HStack, Input, NativeSelect, Stack, Text } from 'shared/ui';
import { RECEIPT_MODE_OPTIONS } from '../../model';
import { Loaded } from '../../lib/states';
import { money, SimpleTable } from '../../lib/table';
import { useOpenBillsQuery, useRecordReceiptMutation } from '../../lib/bills-api';
import { useReceiptAccountsQuery } from '../../lib/books-api';

/**
 * Records a receipt voucher into one of the firm's accounts and allocates it across the bank's open
 * bills (typed amounts, or oldest due first when none); kept on account, nothing is allocated now.
 */
export function ReceiptForm({ banks, onSaved }: { banks: { id: number; name: string }[]; onSaved(message: string): void }) {
  const [v, setV] = useState({
    bank_id: '',
    account: '',
    receipt_date: today(),
    mode: 'NEFT',
    reference: '',
    gross_amount: '',
    tds_amount: '0',
  });
  const [onAccount, setOnAccount] = useState(false);
  const accounts = useReceiptAccountsQuery();
  const account = v.account || String(accounts.data?.[0]?.id ?? '');
  const [alloc, setAlloc] = useState<Record<number, { amount: string; tds: string }>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const open = useOpenBillsQuery(Number(v.bank_id), { skip: !v.bank_id });
  const [record] = useRecordReceiptMutation();
  const set = (k: keyof typeof v) => (e: { target: { value: string } }) => setV({ ...v, [k]: e.target.value });

  const submit = async () => {
    setError(null);
    if (!v.bank_id) return setError('Choose a valid Bank');
    if (!account) return setError('Choose the account the money came into (Payment Master).');
    if (v.reference.trim().length < 3) return setError('UTR / Cheque No.: 3 to 50 letters, digits, spaces, / or -');
    const gross = Number(v.gross_amount || 0);
    const tds = Number(v.tds_amount || 0);
    if (!Number.isFinite(gross) || !Number.isFinite(tds) || gross < 0 || tds < 0 || gross + tds <= 0)
      return setError('Enter the amount received or the TDS deducted.');
    const typed = Object.entries(alloc).filter(([, a]) => Number(a.amount || 0) + Number(a.tds || 0) > 0);
    setBusy(true);
    try {
      const r = await record({
        bank_id: Number(v.bank_id),
        payment_account_id: Number(account),
        receipt_date: v.receipt_date,
        mode: v.mode,
        reference: v.reference.trim(),
        gross_amount: gross,
        tds_amount: tds,
        ...(onAccount
          ? { allocations: [] }
          : typed.length
            ? {
                allocations: typed.map(([id, a]) => ({
                  bill_id: Number(id),
                  amount: Number(a.amount || 0),
                  tds_amount: Number(a.tds || 0),
                })),
              }
            : {}),
      }).unwrap();
      setAlloc({});
      setV({ ...v, reference: '', gross_amount: '', tds_amount: '0' });
      onSaved(r.message);
    } catch (e) {
      setError((e as ApiError).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack
      as="form"
      gap="3"
      borderWidth="1px"
      borderRadius="md"
      p="3"
      mb="4"
      aria-label="Record a receipt"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <HStack gap="3" wrap="wrap" align="end">
        <Field.Root maxW="16rem" required>
          <Field.Label>Bank</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              value={v.bank_id}
              onChange={(e) => {
                set('bank_id')(e);
                setAlloc({});
              }}
            >
              <option value="">Choose a bank</option>
              {banks.map((b) => (
                <option key={b.id} value={b.id}>
                  {b.name}
                </option>
              ))}
            </NativeSelect.Field>
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root maxW="18rem" required>
          <Field.Label>Received Into</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field value={account} onChange={set('account')}>
              {!accounts.data?.length && <option value="">No account in the Payment Master</option>}
              {accounts.data?.map((a) => (
                <option key={a.id} value={a.id}>
                  {a.label}
                </option>
              ))}
            </NativeSelect.Field>
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root maxW="11rem" required>
          <Field.Label>Receipt Date</Field.Label>
          <DateField size="sm" label="Receipt Date" value={v.receipt_date} onChange={(d) => setV((x) => ({ ...x, receipt_date: d }))} />
        </Field.Root>
        <Field.Root maxW="9rem">
          <Field.Label>Mode</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field value={v.mode} onChange={set('mode')}>
              {RECEIPT_MODE_OPTIONS.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </NativeSelect.Field>
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root maxW="14rem" required>
          <Field.Label>UTR / Cheque No.</Field.Label>
          <Input size="sm" value={v.reference} maxLength={50} onChange={set('reference')} />
        </Field.Root>
        <Field.Root maxW="10rem">
          <Field.Label>Gross Amount</Field.Label>
          <Input size="sm" inputMode="decimal" value={v.gross_amount} onChange={set('gross_amount')} />
        </Field.Root>
        <Field.Root maxW="10rem">
          <Field.Label>TDS Deducted</Field.Label>
          <Input size="sm" inputMode="decimal" value={v.tds_amount} onChange={set('tds_amount')} />
        </Field.Root>
      </HStack>
      {v.bank_id && (
        <Loaded result={open} title="open bills">
          {(data) => (
            <>
              <HStack fontSize="sm" gap="2">
                <input id="keep-on-account" type="checkbox" checked={onAccount} onChange={(e) => setOnAccount(e.target.checked)} />
                <label htmlFor="keep-on-account">Keep on account (advance): allocate later</label>
              </HStack>
              <Text fontSize="sm">
                Leave the amounts empty to allocate oldest due first; what no bill takes stays on account for the bank.
              </Text>
              <SimpleTable
                caption="Open bills of the bank"
                rowKey={(b) => b.id}
                rows={data}
                empty="This bank has no open bills."
                cols={[
                  { label: 'Invoice No.', cell: (b) => b.invoice_no },
                  { label: 'Due', cell: (b) => b.due_date },
                  { label: 'Total', cell: (b) => money(b.total), money: true },
                  { label: 'Outstanding', cell: (b) => money(b.outstanding), money: true },
                  {
                    label: 'Amount',
                    cell: (b) => (
                      <Input
                        size="xs"
                        aria-label={`Amount for ${b.invoice_no}`}
                        inputMode="decimal"
                        value={alloc[b.id]?.amount ?? ''}
                        onChange={(e) => setAlloc({ ...alloc, [b.id]: { tds: alloc[b.id]?.tds ?? '', amount: e.target.value } })}
                      />
                    ),
                  },
                  {
                    label: 'TDS',
                    cell: (b) => (
                      <Input
                        size="xs"
                        aria-label={`TDS for ${b.invoice_no}`}
                        inputMode="decimal"
                        value={alloc[b.id]?.tds ?? ''}
                        onChange={(e) => setAlloc({ ...alloc, [b.id]: { amount: alloc[b.id]?.amount ?? '', tds: e.target.value } })}
                      />
                    ),
                  },
                ]}
              />
            </>
          )}
        </Loaded>
      )}
      {error && (
        <Text color="red.700" role="alert">
          {error}
        </Text>
      )}
      <Button type="submit" size="sm" colorPalette="blue" alignSelf="start" loading={busy}>
        Record Receipt
      </Button>
    </Stack>
  );
}
