import { formatDate, type ApiError } from 'shared/core';
import { CommentThread } from 'shared/kit';
import type { ResourceRow } from 'shared/resources';
import { Badge, Text } from 'shared/ui';
import { queryCommentsResource, QUERY_STATUS_OPTIONS, QUERY_TYPE_OPTIONS } from '../../model';
import { useQueryCommentsQuery } from './queries-api';

const labelOf = (options: readonly { value: string; label: string }[], v: unknown) =>
  options.find((o) => o.value === v)?.label ?? String(v);

/** A query's thread: its case, type, state and SLA over the kit's comment thread. */
export function QueryThread({ query, onClose }: { query: ResourceRow; onClose(): void }) {
  const { data, error: failed, refetch } = useQueryCommentsQuery(query.id as number, { refetchOnMountOrArgChange: true });
  return (
    <CommentThread
      title={`${String(query.query_no)}: ${String(query.subject)}`}
      summary={
        <>
          <Badge>{String(query.case_no)}</Badge>
          <Badge>{labelOf(QUERY_TYPE_OPTIONS, query.type)}</Badge>
          <Badge colorPalette="blue">{labelOf(QUERY_STATUS_OPTIONS, query.status)}</Badge>
          <Text fontSize="sm">SLA due {formatDate(String(query.sla_due))}</Text>
        </>
      }
      desc={{ ...queryCommentsResource, path: `queries/${query.id}/comments` }}
      comments={data}
      error={failed ? ((failed as ApiError).display ?? (failed as ApiError).message) : null}
      refetch={() => void refetch()}
      onClose={onClose}
    />
  );
}
