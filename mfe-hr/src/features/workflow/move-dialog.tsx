import { useMemo, type ReactNode } from 'react';
import { ResourceFormDialog, type FormAccess } from 'shared/kit';
import type { FieldDesc, ResourceDesc, ResourceRow } from 'shared/resources';
import { successPopup } from 'shared/ui';
import { descRef, useMoveRecordMutation } from '../../lib/hr-api';
import { COMMENT_REQUIRED, type WorkflowMove } from '../../model';

const NONE: readonly FieldDesc[] = [];

/** A comment form for one workflow move, posting `{ move, comment, version }` to `{path}/{id}/move`. */
function moveDesc(base: ResourceDesc, move: WorkflowMove<string>, extra: readonly FieldDesc[]): ResourceDesc {
  return {
    ...base,
    name: `${base.name}-${move.id}`,
    statusFlow: undefined,
    check: undefined,
    fields: [
      ...extra,
      {
        name: 'comment',
        label: move.comment === 'required' ? 'Comment' : 'Comment (optional)',
        type: 'textarea',
        maxLength: 1000,
        required: move.comment === 'required',
        requiredMessage: COMMENT_REQUIRED,
        width: 'full',
      },
    ],
  };
}

export function MoveDialog({
  desc,
  move,
  row,
  fields = NONE,
  prefill,
  onClose,
  onDone,
  children,
}: {
  desc: ResourceDesc;
  move: WorkflowMove<string>;
  row: ResourceRow;
  /** More fields the move asks for (the master approval's role); sent beside the comment. */
  fields?: readonly FieldDesc[];
  /** Values the move's fields start with (the role the applicant asked for). */
  prefill?: Record<string, unknown>;
  onClose(): void;
  onDone(): void;
  /** Shown below the fields, inside the form (the master approval's rights preview). */
  children?: (form: FormAccess) => ReactNode;
}) {
  const [moveRecord] = useMoveRecordMutation();
  const form = useMemo(() => moveDesc(desc, move, fields), [desc, move, fields]);
  return (
    <ResourceFormDialog
      desc={form}
      mode="create"
      record={prefill}
      title={`${move.label} ${desc.singular} ${String(row[desc.titleField] ?? '')}`.trim()}
      onClose={onClose}
      submit={({ body }) => {
        const { comment, ...extra } = body;
        return moveRecord({
          desc: descRef(desc),
          id: row.id as number,
          body: { move: move.id, version: row.version, ...extra, ...(comment ? { comment } : {}) },
        }).unwrap();
      }}
      onSaved={() => {
        onClose();
        void successPopup(move.message).then(onDone);
      }}
    >
      {children}
    </ResourceFormDialog>
  );
}
