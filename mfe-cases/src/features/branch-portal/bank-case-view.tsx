import { useState } from 'react';
import { downloadFile, formatDateTime, formatMoney, type ApiError } from 'shared/core';
import { Alert, Badge, Box, Button, Field, Heading, HStack, SimpleGrid, Spinner, Stack, Table, Text, Textarea } from 'shared/ui';
import { BANK_STAGE_LABELS, ON_TIME_OPTIONS } from '../../model';
import { BankCaseQueries } from './bank-case-queries';
import { useBankCaseQuery, useCancelBankCaseMutation, type BankCase } from './portal-api';
import { useSend } from './use-send';

function Fact({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <Box>
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text>{value || '-'}</Text>
    </Box>
  );
}

function Cancel({ id }: { id: number }) {
  const [cancel] = useCancelBankCaseMutation();
  const [reason, setReason] = useState('');
  const { busy, send } = useSend();
  return (
    <Stack gap="2" borderWidth="1px" borderRadius="md" p="3">
      <Field.Root required>
        <Field.Label>Reason to cancel this request</Field.Label>
        <Textarea value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} />
      </Field.Root>
      <Button
        size="sm"
        colorPalette="red"
        alignSelf="start"
        loading={busy}
        onClick={() => void send(() => cancel({ id, reason }).unwrap())}
      >
        Cancel request
      </Button>
    </Stack>
  );
}

function Downloads({ c }: { c: BankCase }) {
  const base = `portal/cases/${c.id}`;
  return (
    <HStack gap="2" wrap="wrap">
      {c.report_available ? (
        <Button size="sm" onClick={() => void downloadFile(`${base}/report.pdf`)}>
          Download signed report
        </Button>
      ) : (
        <Text>The signed report can be downloaded once it is released.</Text>
      )}
      {c.invoices.map((b) => (
        <Button key={b.id} size="sm" variant="outline" onClick={() => void downloadFile(`${base}/invoices/${b.id}/invoice.pdf`)}>
          Tax invoice {b.invoice_no} ({formatMoney(b.total)})
        </Button>
      ))}
    </HStack>
  );
}

/** One case of the branch: its facts, its stages with their dates, the downloads, the queries, and a cancellation before allocation. */
export function BankCaseView({ id, onBack }: { id: number; onBack(): void }) {
  const { data: c, error, isLoading } = useBankCaseQuery(id);
  if (isLoading) return <Spinner aria-label="Loading the case" />;
  if (error || !c)
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title>{(error as ApiError | undefined)?.message ?? 'The case could not be loaded.'}</Alert.Title>
      </Alert.Root>
    );
  const onTime = ON_TIME_OPTIONS.find((o) => o.value === c.on_time)?.label ?? null;
  return (
    <Stack gap="5">
      <HStack justify="space-between">
        <Heading size="lg">
          Case {c.case_no} <Badge colorPalette="blue">{BANK_STAGE_LABELS[c.stage]}</Badge>
        </Heading>
        <Button size="sm" variant="outline" onClick={onBack}>
          Back to my cases
        </Button>
      </HStack>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
        <Fact label="Applicant" value={c.applicant_name} />
        <Fact label="Bank Reference No." value={c.bank_ref_no} />
        <Fact label="Property" value={c.property_address} />
        <Fact label="Appointment" value={c.appointment_at && formatDateTime(c.appointment_at)} />
        <Fact label="TAT Due" value={c.tat_due_at && formatDateTime(c.tat_due_at)} />
        <Fact label="On Time" value={onTime} />
        <Fact label="Engineer" value={c.engineer_name} />
        <Fact label="Report No." value={c.report_no} />
        <Fact
          label="The firm's contact"
          value={[c.firm_contact.name, c.firm_contact.office, c.firm_contact.email, c.firm_contact.phone].filter(Boolean).join(', ')}
        />
      </SimpleGrid>
      <Downloads c={c} />
      <Stack as="section" aria-labelledby="bank-case-timeline">
        <Heading size="md" id="bank-case-timeline">
          Timeline
        </Heading>
        <Table.Root size="sm" aria-labelledby="bank-case-timeline">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Stage</Table.ColumnHeader>
              <Table.ColumnHeader>Date</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {c.timeline.map((t) => (
              <Table.Row key={`${t.stage}-${t.at}`}>
                <Table.Cell>{BANK_STAGE_LABELS[t.stage]}</Table.Cell>
                <Table.Cell>{formatDateTime(t.at)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Stack>
      {c.can_cancel && <Cancel id={c.id} />}
      <BankCaseQueries caseId={c.id} queries={c.queries} />
    </Stack>
  );
}
