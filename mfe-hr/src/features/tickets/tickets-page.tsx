import { useMemo, useRef, useState } from 'react';
import { selectUser, useAppSelector } from 'shared/core';
import { ResourcePage, type ResourcePageHandle, type RowAction } from 'shared/kit';
import type { ResourceRow } from 'shared/resources';
import { TICKET_FLOW, ticketRoles, ticketsResource, type WorkflowMove } from '../../model';
import { MoveDialog } from '../workflow/move-dialog';
import { TicketThread } from './ticket-thread';

/**
 * /admin/tickets (right tickets; the top bar's IT Support): IT and HR tickets. The API answers
 * only the tickets the caller raised or is assigned, and all of them to administrators.
 */
export default function TicketsPage() {
  const me = useAppSelector(selectUser);
  const list = useRef<ResourcePageHandle>(null);
  const [moving, setMoving] = useState<{ move: WorkflowMove<string>; row: ResourceRow } | null>(null);
  const [thread, setThread] = useState<ResourceRow | null>(null);

  const actions = useMemo<RowAction[]>(
    () => [
      { id: 'thread', label: 'Thread', run: setThread },
      ...TICKET_FLOW.moves.map((move) => ({
        id: move.id,
        label: move.label,
        destructive: move.destructive,
        show: (row: ResourceRow) =>
          !!me && move.from.includes(String(row.status)) && move.who.some((w) => ticketRoles(me, row).includes(w)),
        run: (row: ResourceRow) => setMoving({ move, row }),
      })),
    ],
    [me],
  );

  return (
    <>
      <ResourcePage ref={list} desc={ticketsResource} heading={null} rowActions={actions} />
      {moving && (
        <MoveDialog
          desc={ticketsResource}
          move={moving.move}
          row={moving.row}
          onClose={() => setMoving(null)}
          onDone={() => list.current?.reload()}
        />
      )}
      {thread && <TicketThread ticket={thread} onClose={() => setThread(null)} />}
    </>
  );
}
