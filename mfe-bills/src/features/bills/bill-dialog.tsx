import { downloadFile, formatMoney } from 'shared/core';
import { useState } from 'react';
import type { ApiError } from 'shared/core';
import { Button, Dialog, Field, HStack, Portal, Text, Textarea, successPopup, errorPopup } from 'shared/ui';
import type { BillDetail } from '../../model';
import { useBillQuery, useMoveBillMutation } from '../../lib/bills-api';
import { Loaded } from '../../lib/states';
import { BillParticulars, statusLabel } from './bill-particulars';
import { DraftEditor } from './draft-editor';
import { EInvoicePanel } from './einvoice-panel';

/**
 * One bill: its particulars, lines and history, the moves the declared flow allows this user
 * (a reason asked where the flow needs one), the draft editor, and the tax invoice PDF.
 */
export function BillDialog({ id, onClose }: { id: number; onClose(changed: boolean): void }) {
  const result = useBillQuery(id);
  const [moveBill] = useMoveBillMutation();
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState(false);
  const [changed, setChanged] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const move = async (bill: BillDetail, to: string, needsComment: boolean) => {
    if (needsComment && !comment.trim()) {
      setError('A reason is required for this change.');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const r = await moveBill({
        id: bill.id,
        to,
        version: bill.version,
        ...(comment.trim() ? { comment: comment.trim() } : {}),
      }).unwrap();
      setComment('');
      setChanged(true);
      await successPopup(r.message);
    } catch (e) {
      setError((e as ApiError).message);
    } finally {
      setBusy(false);
    }
  };
  const pdf = async (bill: BillDetail) => {
    try {
      await downloadFile(`/bills/${bill.id}/invoice.pdf`, `${(bill.invoice_no ?? `bill-${bill.id}`).replace(/\//g, '-')}.pdf`);
    } catch (e) {
      void errorPopup('Error', (e as ApiError).message);
    }
  };

  return (
    <Dialog.Root
      open
      size="xl"
      scrollBehavior="inside"
      onOpenChange={(d) => {
        if (!d.open) onClose(changed);
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Bill {id}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Loaded result={result} title="the bill">
                {(bill) => (
                  <>
                    <Text mb="3" fontWeight="medium">
                      Status: {statusLabel(bill.status)}
                      {bill.credited_amount > 0 && ` (credited ${formatMoney(bill.credited_amount)})`}
                    </Text>
                    {bill.status === 'DRAFT' && bill.moves.length > 0 && (
                      <DraftEditor
                        bill={bill}
                        onSaved={async (_b, message) => {
                          setChanged(true);
                          await successPopup(message);
                        }}
                      />
                    )}
                    <BillParticulars bill={bill} />
                    {bill.moves.length > 0 && (
                      <Field.Root mt="4">
                        <Field.Label>Comment (a reason is required to reject or cancel)</Field.Label>
                        <Textarea value={comment} maxLength={500} onChange={(e) => setComment(e.target.value)} />
                      </Field.Root>
                    )}
                    {error && (
                      <Text color="red.700" role="alert" mt="2">
                        {error}
                      </Text>
                    )}
                    <HStack mt="3" wrap="wrap">
                      {bill.moves.map((m) => (
                        <Button
                          key={m.to}
                          size="sm"
                          colorPalette={m.comment ? 'red' : 'blue'}
                          variant={m.comment ? 'outline' : 'solid'}
                          loading={busy}
                          onClick={() => move(bill, m.to, m.comment)}
                        >
                          {m.label}
                        </Button>
                      ))}
                      <Button size="sm" variant="outline" onClick={() => pdf(bill)}>
                        {bill.invoice_no ? 'Tax Invoice PDF' : 'Draft Invoice PDF'}
                      </Button>
                    </HStack>
                    {bill.invoice_no && <EInvoicePanel bill={bill} />}
                  </>
                )}
              </Loaded>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={() => onClose(changed)}>
                Close
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
