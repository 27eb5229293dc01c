import { useMemo } from 'react';
import { ResourceFormDialog } from 'shared/kit';
import type { ResourceDesc, ResourceRow } from 'shared/resources';
import { successPopup } from 'shared/ui';
import { QUERY_COMMENT_REQUIRED, queriesResource, type QueryMove } from '../../model';
import { useMoveQueryMutation } from './queries-api';

/** The comment form of one query move, from the flow's declaration (required or optional). */
function moveForm(move: QueryMove): ResourceDesc {
  return {
    ...queriesResource,
    name: `queries-${move.id}`,
    fields: [
      {
        name: 'comment',
        label: move.comment === 'required' ? 'Comment' : 'Comment (optional)',
        type: 'textarea',
        maxLength: 1000,
        required: move.comment === 'required',
        requiredMessage: QUERY_COMMENT_REQUIRED,
        width: 'full',
      },
    ],
  };
}

export function QueryMoveDialog({ move, row, onClose }: { move: QueryMove; row: ResourceRow; onClose(): void }) {
  const [moveQuery] = useMoveQueryMutation();
  const form = useMemo(() => moveForm(move), [move]);
  return (
    <ResourceFormDialog
      desc={form}
      mode="create"
      title={`${move.label} query ${String(row.query_no ?? '')}`}
      onClose={onClose}
      submit={({ body }) =>
        moveQuery({
          id: row.id as number,
          body: { move: move.id, version: row.version as number, ...(body.comment ? { comment: String(body.comment) } : {}) },
        }).unwrap()
      }
      onSaved={() => {
        onClose();
        void successPopup(move.message);
      }}
    />
  );
}
