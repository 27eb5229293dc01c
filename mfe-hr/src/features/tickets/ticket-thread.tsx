import { formatDateTime, type ApiError } from 'shared/core';
import { CommentThread } from 'shared/kit';
import type { ResourceRow } from 'shared/resources';
import { Badge, Text } from 'shared/ui';
import { useTicketCommentsQuery } from '../../lib/hr-api';
import { ticketCommentsResource, TICKET_STATUS_OPTIONS } from '../../model';

/** A ticket's thread: its type, state and SLA over the kit's comment thread. */
export function TicketThread({ ticket, onClose }: { ticket: ResourceRow; onClose(): void }) {
  const { data, error: failed, refetch } = useTicketCommentsQuery(ticket.id as number, { refetchOnMountOrArgChange: true });
  const status = TICKET_STATUS_OPTIONS.find((s) => s.value === ticket.status)?.label ?? String(ticket.status);
  return (
    <CommentThread
      title={`${String(ticket.ticket_no)}: ${String(ticket.subject)}`}
      summary={
        <>
          <Badge>{String(ticket.type)}</Badge>
          <Badge colorPalette="blue">{status}</Badge>
          <Text fontSize="sm">SLA due {formatDateTime(String(ticket.sla_due))}</Text>
          {ticket.sla_note ? <Badge colorPalette="red">{String(ticket.sla_note)}</Badge> : null}
        </>
      }
      desc={{ ...ticketCommentsResource, path: `tickets/${ticket.id}/comments` }}
      comments={data}
      error={failed ? ((failed as ApiError).display ?? (failed as ApiError).message) : null}
      refetch={() => void refetch()}
      onClose={onClose}
    />
  );
}
