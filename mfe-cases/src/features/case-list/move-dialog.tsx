import { useState } from 'react';
import type { ApiError } from 'shared/core';
import { Alert, Button, Checkbox, Dialog, Field, Portal, Textarea, successPopup } from 'shared/ui';
import { CASE_STATE_LABELS, moveById, panelLapsedMessage, targetOf, type FlowCase, type MoveId, type PanelFacts } from '../../model';
import { useMoveCaseMutation } from './cases-api';

export interface MoveTarget extends FlowCase, PanelFacts {
  id: number;
  version: number;
  case_no: string;
  bank_name?: string;
}

/**
 * Asks for the move's comment (required or optional, as the flow declares) and makes the move.
 * A refusal (409 naming both states, 400, 403) shows in the dialog.
 */
export function MoveDialog({
  target,
  move,
  onClose,
  onMoved,
  extra,
}: {
  target: MoveTarget;
  move: MoveId;
  onClose(): void;
  /** The case and its lists refresh by tag; a page may still act after the move (close a panel). */
  onMoved?(): void;
  extra?: Record<string, unknown>;
}) {
  const decl = moveById(move)!;
  const [moveCase] = useMoveCaseMutation();
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Releasing for a bank whose panel lapsed: an explicit acknowledgement and a reason (kept in the history).
  const lapsed = move === 'release' && !!target.panel_lapsed;
  const [ack, setAck] = useState(false);
  const required = decl.comment === 'required' || lapsed;
  const to = targetOf(decl, target);
  const submit = async () => {
    if (lapsed && (!ack || !comment.trim())) {
      setError(panelLapsedMessage(target.bank_name ?? 'this bank', target.panel_to ?? '-'));
      return;
    }
    if (required && !comment.trim()) {
      setError(decl.commentMessage ?? 'A comment is required.');
      return;
    }
    setBusy(true);
    try {
      const res = await moveCase({
        target,
        move,
        extra: { comment: comment.trim() || null, ...(lapsed ? { acknowledge_lapsed_panel: ack } : {}), ...extra },
      }).unwrap();
      onClose();
      await successPopup(res.message);
      onMoved?.();
    } catch (e) {
      setError((e as ApiError).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && onClose()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>
                {decl.label}: {target.case_no}
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {error && (
                <Alert.Root status="error" mb="3">
                  <Alert.Indicator />
                  <Alert.Title>{error}</Alert.Title>
                </Alert.Root>
              )}
              {lapsed && (
                <Checkbox.Root checked={ack} onCheckedChange={(e) => setAck(!!e.checked)} mb="3">
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>
                    I acknowledge that the empanelment with {target.bank_name ?? 'this bank'} lapsed on {target.panel_to ?? '-'}, and
                    release the report anyway for the reason below.
                  </Checkbox.Label>
                </Checkbox.Root>
              )}
              <Field.Root required={required} invalid={!!error && required && !comment.trim()}>
                <Field.Label>
                  {required ? 'Reason' : 'Comment'} (moves the case to {CASE_STATE_LABELS[to]}){required && <Field.RequiredIndicator />}
                </Field.Label>
                <Textarea value={comment} maxLength={1000} onChange={(e) => setComment(e.target.value)} />
              </Field.Root>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                Cancel
              </Button>
              <Button colorPalette={decl.danger ? 'red' : 'blue'} loading={busy} onClick={submit}>
                {decl.label}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
