import { formatCount, formatDate } from 'shared/core';
import { CASE_STATUS_LABELS, type CaseReportResponse } from 'shared/resources';
import { Button, Card, HStack, Heading, ScrollRegion, Spinner, Table, Text } from 'shared/ui';
import { LoadFailed } from '../charts/load-state';

export interface ReportTableProps {
  title: string;
  data?: CaseReportResponse;
  loading: boolean;
  error?: unknown;
  onRetry(): void;
  onPage(page: number): void;
}

const COLUMNS = ['Case No', 'Applicant', 'Bank', 'Bank Branch', 'Office', 'City', 'Pincode', 'Status', 'Received'];

/** One page of a case report, with its loading, failed and empty states and paging. */
export function ReportTable({ title, data, loading, error, onRetry, onPage }: ReportTableProps) {
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const id = title.toLowerCase().replace(/\W+/g, '-');
  return (
    <Card.Root size="sm" as="section" aria-labelledby={id}>
      <Card.Header>
        <HStack justify="space-between">
          <Heading as="h3" size="sm" id={id}>
            {title}
          </Heading>
          {loading && <Spinner size="sm" aria-label={`Loading ${title}`} />}
        </HStack>
      </Card.Header>
      <Card.Body pt="0">
        {error ? (
          <LoadFailed what={title} error={error} onRetry={onRetry} />
        ) : (
          <ScrollRegion label={title}>
            <Table.Root size="sm" striped>
              <Table.Caption srOnly>{title}</Table.Caption>
              <Table.Header>
                <Table.Row>
                  {COLUMNS.map((c) => (
                    <Table.ColumnHeader key={c} scope="col">
                      {c}
                    </Table.ColumnHeader>
                  ))}
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {data?.data.length === 0 && (
                  <Table.Row>
                    <Table.Cell colSpan={COLUMNS.length}>No cases in this report.</Table.Cell>
                  </Table.Row>
                )}
                {data?.data.map((r) => (
                  <Table.Row key={r.id}>
                    <Table.Cell>{r.case_no}</Table.Cell>
                    <Table.Cell>{r.applicant_name}</Table.Cell>
                    <Table.Cell>{r.bank_name}</Table.Cell>
                    <Table.Cell>{r.bank_branch_name}</Table.Cell>
                    <Table.Cell>{r.company_branch_name}</Table.Cell>
                    <Table.Cell>{r.city}</Table.Cell>
                    <Table.Cell>{r.pincode}</Table.Cell>
                    <Table.Cell>{CASE_STATUS_LABELS[r.status] ?? r.status}</Table.Cell>
                    <Table.Cell>{formatDate(r.received_at)}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </ScrollRegion>
        )}
        {data && (
          <HStack justify="space-between" mt="2" as="nav" aria-label={`${title} pages`}>
            <Text fontSize="sm" color="gray.600">
              {formatCount(data.total)} cases · page {data.page} of {pages}
            </Text>
            <HStack>
              <Button size="xs" variant="outline" disabled={loading || data.page <= 1} onClick={() => onPage(data.page - 1)}>
                Previous
              </Button>
              <Button size="xs" variant="outline" disabled={loading || data.page >= pages} onClick={() => onPage(data.page + 1)}>
                Next
              </Button>
            </HStack>
          </HStack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
