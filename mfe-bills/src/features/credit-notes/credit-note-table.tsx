import { useState } from 'react';
import type { ApiError } from 'shared/core';
import { downloadFile, useCanView } from 'shared/core';
import { Button, HStack, Input, errorPopup, successPopup } from 'shared/ui';
import { CREDIT_NOTE_FLOW, CREDIT_NOTE_REASON_OPTIONS, CREDIT_NOTE_STATUS_OPTIONS, movesFrom, type CreditNoteRow } from '../../model';
import { money, SimpleTable } from '../../lib/table';
import { useMoveCreditNoteMutation } from '../../lib/bills-api';

const reason = (v: string) => CREDIT_NOTE_REASON_OPTIONS.find((o) => o.value === v)?.label ?? v;
const status = (v: string) => CREDIT_NOTE_STATUS_OPTIONS.find((o) => o.value === v)?.label ?? v;

/** Credit notes with the moves the declared flow allows this user, and each issued note's PDF. */
export function CreditNoteTable({ rows }: { rows: CreditNoteRow[] }) {
  const can = useCanView();
  const [comment, setComment] = useState<Record<number, string>>({});
  const [moveNote] = useMoveCreditNoteMutation();
  const move = async (n: CreditNoteRow, to: string, needs: boolean) => {
    const c = comment[n.id]?.trim();
    if (needs && !c) return void errorPopup('Error', 'A reason is required for this change.');
    try {
      const r = await moveNote({ id: n.id, to, version: n.version, ...(c ? { comment: c } : {}) }).unwrap();
      await successPopup(r.message);
    } catch (e) {
      void errorPopup('Error', (e as ApiError).message);
    }
  };
  const pdf = (n: CreditNoteRow) =>
    downloadFile(`/credit-notes/${n.id}/credit-note.pdf`, `${(n.credit_note_no ?? `credit-note-${n.id}`).replace(/\//g, '-')}.pdf`).catch(
      (e: ApiError) => void errorPopup('Error', e.message),
    );
  return (
    <SimpleTable
      caption="Credit notes"
      rowKey={(n) => n.id}
      rows={rows}
      empty="No credit notes."
      cols={[
        { label: 'Credit Note No.', cell: (n) => n.credit_note_no ?? `Draft ${n.id}` },
        { label: 'Date', cell: (n) => n.credit_note_date },
        { label: 'Invoice', cell: (n) => `${n.invoice_no} (${n.invoice_date})` },
        { label: 'Bank', cell: (n) => n.bank_name },
        { label: 'Reason', cell: (n) => reason(n.reason) },
        { label: 'Taxable', cell: (n) => money(n.taxable_value), money: true },
        { label: 'Tax', cell: (n) => money(n.cgst_amount + n.sgst_amount + n.igst_amount), money: true },
        { label: 'Total', cell: (n) => money(n.total), money: true },
        { label: 'Status', cell: (n) => status(n.status) },
        {
          label: 'Actions',
          cell: (n) => {
            const moves = movesFrom(CREDIT_NOTE_FLOW, n.status, (r) => can(r));
            return (
              <HStack gap="1" wrap="wrap">
                {moves.some((m) => m.comment) && (
                  <Input
                    size="xs"
                    maxW="10rem"
                    placeholder="Reason to cancel"
                    aria-label={`Reason for credit note ${n.id}`}
                    value={comment[n.id] ?? ''}
                    onChange={(e) => setComment({ ...comment, [n.id]: e.target.value })}
                  />
                )}
                {moves.map((m) => (
                  <Button
                    key={m.to}
                    size="xs"
                    variant={m.comment ? 'outline' : 'solid'}
                    colorPalette={m.comment ? 'red' : 'blue'}
                    onClick={() => move(n, m.to, m.comment === 'required')}
                  >
                    {m.label}
                  </Button>
                ))}
                {n.status === 'ISSUED' && (
                  <Button size="xs" variant="outline" onClick={() => pdf(n)}>
                    PDF
                  </Button>
                )}
              </HStack>
            );
          },
        },
      ]}
    />
  );
}
