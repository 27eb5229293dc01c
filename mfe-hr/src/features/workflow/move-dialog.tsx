import { useMemo } from 'react';
import { http } from 'shared/core';
import { ResourceFormDialog } from 'shared/kit';
import type { ResourceDesc, ResourceRow } from 'shared/resources';
import { successPopup } from 'shared/ui';
import { COMMENT_REQUIRED, type WorkflowMove } from '../../model';

/** A comment form for one workflow move, posting `{ move, comment, version }` to `{path}/{id}/move`. */
function moveDesc(base: ResourceDesc, move: WorkflowMove<string>): ResourceDesc {
  return {
    ...base,
    name: `${base.name}-${move.id}`,
    statusFlow: undefined,
    check: undefined,
    fields: [
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

export function MoveDialog({ desc, move, row, onClose, onDone }: {
  desc: ResourceDesc;
  move: WorkflowMove<string>;
  row: ResourceRow;
  onClose(): void;
  onDone(): void;
}) {
  const form = useMemo(() => moveDesc(desc, move), [desc, move]);
  return (
    <ResourceFormDialog
      desc={form}
      mode="create"
      title={`${move.label} ${desc.singular} ${String(row[desc.titleField] ?? '')}`.trim()}
      onClose={onClose}
      submit={({ body }) => http.post(`${desc.path}/${row.id}/move`, { move: move.id, version: row.version, ...(body.comment ? { comment: body.comment } : {}) })}
      onSaved={() => {
        onClose();
        void successPopup(move.message).then(onDone);
      }}
    />
  );
}
