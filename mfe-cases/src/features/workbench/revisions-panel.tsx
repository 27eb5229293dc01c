import { baseApi } from 'shared/core';
import { Box, Heading, Stack, Table, Text } from 'shared/ui';
import { istDateTime, type CaseFieldChange, type CaseRevision, type CaseRevisionsResponse } from '../../model';

// Tagged with the case: a save or a move invalidates it, so a new revision shows without a reload.
const revisionsApi = baseApi.enhanceEndpoints({ addTagTypes: ['case'] }).injectEndpoints({
  endpoints: (b) => ({
    caseRevisions: b.query<CaseRevisionsResponse['data'], number>({
      query: (id) => `cases/${id}/revisions`,
      transformResponse: (res: CaseRevisionsResponse) => res.data,
      providesTags: (_r, _e, id) => [{ type: 'case', id }],
    }),
  }),
});

const show = (v: string | null) => v ?? '—';

function ChangesTable({ label, rows }: { label: string; rows: CaseFieldChange[] }) {
  return (
    <Table.Root size="sm" aria-label={label}>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>Field</Table.ColumnHeader>
          <Table.ColumnHeader>Old</Table.ColumnHeader>
          <Table.ColumnHeader>New</Table.ColumnHeader>
          <Table.ColumnHeader>By</Table.ColumnHeader>
          <Table.ColumnHeader>When</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map((c, i) => (
          <Table.Row key={`${c.field}-${i}`}>
            <Table.Cell>{c.label}</Table.Cell>
            <Table.Cell>{show(c.old_value)}</Table.Cell>
            <Table.Cell>{show(c.new_value)}</Table.Cell>
            <Table.Cell>{c.changed_by_name ?? '—'}</Table.Cell>
            <Table.Cell>{istDateTime(c.changed_at)}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

function Revision({ r }: { r: CaseRevision }) {
  const approvals = r.approvals.map((a) => `level ${a.level} by ${a.approved_by_name ?? '—'} (${istDateTime(a.approved_at)})`);
  return (
    <Box borderWidth="1px" borderRadius="md" p="2">
      <Text fontSize="sm" fontWeight="semibold">
        Revision {r.revision_no}: submitted {istDateTime(r.submitted_at)} by {r.submitted_by_name ?? '—'}, needs {r.levels_needed} level
        {r.levels_needed === 1 ? '' : 's'}
      </Text>
      <Text fontSize="sm">{approvals.length ? `Approved at ${approvals.join('; ')}` : 'Not approved yet.'}</Text>
      {r.revision_no > 1 &&
        (r.diff.length ? (
          <ChangesTable label={`Changes in revision ${r.revision_no}`} rows={r.diff} />
        ) : (
          <Text fontSize="sm">No field changed since revision {r.revision_no - 1}.</Text>
        ))}
    </Box>
  );
}

/** What reviewers approve: each submitted revision, its approvals and what changed since the last; the field history. */
export function RevisionsPanel({ caseId }: { caseId: number }) {
  const { data, error, isLoading } = revisionsApi.useCaseRevisionsQuery(caseId);
  return (
    <Stack gap="2">
      <Heading size="sm" as="h3">
        Revisions
      </Heading>
      {isLoading && <Text fontSize="sm">Loading revisions…</Text>}
      {error && <Text color="red.700">The revisions could not be loaded.</Text>}
      {data && !data.revisions.length && <Text fontSize="sm">Not submitted for review yet.</Text>}
      {data?.revisions
        .slice()
        .reverse()
        .map((r) => (
          <Revision key={r.revision_no} r={r} />
        ))}
      <Heading size="sm" as="h3">
        Field history
      </Heading>
      {data && !data.changes.length && <Text fontSize="sm">No valuation field has been changed.</Text>}
      {data && data.changes.length > 0 && <ChangesTable label="Field history" rows={data.changes.slice().reverse()} />}
    </Stack>
  );
}
