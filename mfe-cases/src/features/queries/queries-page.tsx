import { useMemo, useState } from 'react';
import { ResourcePage, type RowAction } from 'shared/kit';
import type { ResourceRow } from 'shared/resources';
import { queriesResource, QUERY_MOVES, type QueryMove } from '../../model';
import { QueryMoveDialog } from './query-move-dialog';
import { QueryThread } from './query-thread';

/**
 * /admin/queries (right queries): queries on cases and reports. Each row offers the moves the
 * query flow allows from its status; raising or resolving a query moves its case into or out of
 * QUERY_PENDING on the server, through the case flow.
 */
export default function QueriesPage() {
  const [moving, setMoving] = useState<{ move: QueryMove; row: ResourceRow } | null>(null);
  const [thread, setThread] = useState<ResourceRow | null>(null);

  const actions = useMemo<RowAction[]>(
    () => [
      { id: 'thread', label: 'Thread', run: setThread },
      ...QUERY_MOVES.map((move) => ({
        id: move.id,
        label: move.label,
        show: (row: ResourceRow) => move.from.includes(String(row.status)),
        run: (row: ResourceRow) => setMoving({ move, row }),
      })),
    ],
    [],
  );

  return (
    <>
      <ResourcePage desc={queriesResource} rowActions={actions} />
      {moving && <QueryMoveDialog move={moving.move} row={moving.row} onClose={() => setMoving(null)} />}
      {thread && <QueryThread query={thread} onClose={() => setThread(null)} />}
    </>
  );
}
