import { useState } from 'react';
import type { ApiError } from 'shared/core';
import { Button, DateField, Field, HStack, Input, Stack, Text } from 'shared/ui';
import { lineFeeState, type BillDetail } from '../../model';
import { useSaveBillMutation } from '../../lib/bills-api';
import { money } from '../../lib/table';

/** A draft's due date and line fees; an overridden fee (not the case fee, not the schedule's quote) needs a reason. */
export function DraftEditor({ bill, onSaved }: { bill: BillDetail; onSaved(b: BillDetail, message: string): void }) {
  const [due, setDue] = useState(bill.due_date ?? '');
  const [lines, setLines] = useState(bill.lines.map((l) => ({ id: l.id, fee: String(l.fee), reason: l.fee_override_reason ?? '' })));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [saveBill] = useSaveBillMutation();
  const save = async () => {
    setBusy(true);
    setError(null);
    try {
      const body = {
        version: bill.version,
        due_date: due || undefined,
        lines: lines.map((l) => ({
          id: l.id,
          fee: Number(l.fee),
          expenses: bill.lines.find((x) => x.id === l.id)!.expenses,
          fee_override_reason: l.reason || null,
        })),
      };
      const r = await saveBill({ id: bill.id, body }).unwrap();
      onSaved(r.data, r.message);
    } catch (e) {
      setError((e as ApiError).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap="2" borderWidth="1px" borderRadius="md" p="3" mb="4">
      <Field.Root maxW="xs">
        <Field.Label>Due Date</Field.Label>
        <DateField label="Due Date" value={due} onChange={setDue} />
      </Field.Root>
      {bill.lines.map((l, i) => {
        const overridden = lineFeeState({ ...l, fee: Number(lines[i].fee) }) === 'OVERRIDDEN';
        return (
          <HStack key={l.id} align="end" wrap="wrap">
            <Field.Root maxW="10rem">
              <Field.Label>Fee for {l.case_no ?? `line ${i + 1}`}</Field.Label>
              <Input
                inputMode="decimal"
                value={lines[i].fee}
                onChange={(e) => setLines(lines.map((x, j) => (j === i ? { ...x, fee: e.target.value } : x)))}
              />
              {l.quoted_fee != null && <Field.HelperText>Quoted from the fee schedule: {money(l.quoted_fee)}</Field.HelperText>}
            </Field.Root>
            <Field.Root flex="1" minW="14rem" required={overridden}>
              <Field.Label>Reason for a changed fee</Field.Label>
              <Input
                value={lines[i].reason}
                maxLength={300}
                onChange={(e) => setLines(lines.map((x, j) => (j === i ? { ...x, reason: e.target.value } : x)))}
              />
              {overridden && <Field.HelperText>The fee is overridden: give the reason.</Field.HelperText>}
            </Field.Root>
          </HStack>
        );
      })}
      {error && (
        <Text color="red.700" role="alert">
          {error}
        </Text>
      )}
      <Button size="sm" alignSelf="start" onClick={save} loading={busy}>
        Save draft
      </Button>
    </Stack>
  );
}
