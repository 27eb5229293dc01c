import { useState } from 'react';
import type { ApiError } from 'shared/core';
import { Button, Field, HStack, Input, NativeSelect, Stack, Text } from 'shared/ui';
import { CREDIT_NOTE_REASON_OPTIONS } from '../../model';
import { useCreateCreditNoteMutation, useLazyCompletedBillsQuery } from '../../lib/bills-api';

/** A credit note against an issued invoice (found by its number); the server refuses more than the invoice's remainder. */
export function CreditNoteForm({ onSaved }: { onSaved(message: string): void }) {
  const [v, setV] = useState({ invoice_no: '', reason: 'FEE_REVISION', taxable_value: '', description: '' });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [findBills] = useLazyCompletedBillsQuery();
  const [create] = useCreateCreditNoteMutation();
  const set = (k: keyof typeof v) => (e: { target: { value: string } }) => setV({ ...v, [k]: e.target.value });
  const submit = async () => {
    setError(null);
    const value = Number(v.taxable_value);
    if (!v.invoice_no.trim()) return setError('Invoice No. is required');
    if (!Number.isFinite(value) || value <= 0) return setError('Taxable Value must be an amount above 0');
    setBusy(true);
    try {
      const found = await findBills({ search: v.invoice_no.trim(), pageSize: 10 }).unwrap();
      const bill = found.data.find((b) => b.invoice_no?.toUpperCase() === v.invoice_no.trim().toUpperCase());
      if (!bill) throw { message: `No issued invoice ${v.invoice_no.trim()}.` };
      const r = await create({
        bill_id: bill.id,
        reason: v.reason,
        taxable_value: value,
        ...(v.description.trim() ? { description: v.description.trim() } : {}),
      }).unwrap();
      setV({ invoice_no: '', reason: 'FEE_REVISION', taxable_value: '', description: '' });
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
      aria-label="New credit note"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <HStack gap="3" wrap="wrap" align="end">
        <Field.Root maxW="12rem" required>
          <Field.Label>Invoice No.</Field.Label>
          <Input size="sm" value={v.invoice_no} maxLength={16} onChange={set('invoice_no')} />
        </Field.Root>
        <Field.Root maxW="14rem">
          <Field.Label>Reason</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field value={v.reason} onChange={set('reason')}>
              {CREDIT_NOTE_REASON_OPTIONS.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </NativeSelect.Field>
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root maxW="10rem" required>
          <Field.Label>Taxable Value</Field.Label>
          <Input size="sm" inputMode="decimal" value={v.taxable_value} onChange={set('taxable_value')} />
        </Field.Root>
        <Field.Root flex="1" minW="14rem">
          <Field.Label>Description</Field.Label>
          <Input size="sm" value={v.description} maxLength={500} onChange={set('description')} />
        </Field.Root>
      </HStack>
      <Text fontSize="sm">Taxes are charged at the invoice&apos;s own rates.</Text>
      {error && (
        <Text color="red.700" role="alert">
          {error}
        </Text>
      )}
      <Button type="submit" size="sm" colorPalette="blue" alignSelf="start" loading={busy}>
        Create Credit Note
      </Button>
    </Stack>
  );
}
