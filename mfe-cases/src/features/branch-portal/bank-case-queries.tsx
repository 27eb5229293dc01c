import { useState } from 'react';
import { formatDateTime } from 'shared/core';
import { Badge, Box, Button, Field, Heading, Input, Stack, Text, Textarea } from 'shared/ui';
import { QUERY_OPEN_STATES, QUERY_STATUS_OPTIONS } from '../../model';
import { useAnswerBankQueryMutation, useRaiseBankQueryMutation, type BankCaseQuery } from './portal-api';
import { useSend } from './use-send';

const statusLabel = (s: string) => QUERY_STATUS_OPTIONS.find((o) => o.value === s)?.label ?? s;

function Thread({ caseId, query }: { caseId: number; query: BankCaseQuery }) {
  const [answer] = useAnswerBankQueryMutation();
  const [text, setText] = useState('');
  const { busy, send } = useSend();
  const open = QUERY_OPEN_STATES.includes(query.status);
  return (
    <Box borderWidth="1px" borderRadius="md" p="3" aria-label={`Query ${query.query_no}`} role="group">
      <Text fontWeight="semibold">
        {query.query_no}: {query.subject} <Badge>{statusLabel(query.status)}</Badge>
      </Text>
      <Stack as="ol" gap="2" mt="2" listStyleType="none">
        {query.comments.map((c) => (
          <Box as="li" key={c.id}>
            <Text fontSize="sm" color="fg.muted">
              {c.author_name}, {formatDateTime(c.created_at)}
            </Text>
            <Text whiteSpace="pre-wrap">{c.body}</Text>
          </Box>
        ))}
      </Stack>
      {open && (
        <Stack mt="2" gap="2">
          <Field.Root>
            <Field.Label>Your reply on {query.query_no}</Field.Label>
            <Textarea value={text} maxLength={2000} onChange={(e) => setText(e.target.value)} />
          </Field.Root>
          <Button
            size="sm"
            alignSelf="start"
            loading={busy}
            onClick={() => void send(() => answer({ id: caseId, query: query.id, body: text }).unwrap()).then((ok) => ok && setText(''))}
          >
            Send reply
          </Button>
        </Stack>
      )}
    </Box>
  );
}

/** The case's query threads with the firm, and a new query. */
export function BankCaseQueries({ caseId, queries }: { caseId: number; queries: BankCaseQuery[] }) {
  const [raise] = useRaiseBankQueryMutation();
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const { busy, send } = useSend();
  const submit = async () => {
    if (await send(() => raise({ id: caseId, subject, body }).unwrap())) {
      setSubject('');
      setBody('');
    }
  };
  return (
    <Stack gap="3" as="section" aria-labelledby="bank-case-queries">
      <Heading size="md" id="bank-case-queries">
        Queries
      </Heading>
      {queries.length === 0 && <Text>No query on this case yet.</Text>}
      {queries.map((q) => (
        <Thread key={q.id} caseId={caseId} query={q} />
      ))}
      <Box borderWidth="1px" borderRadius="md" p="3">
        <Stack gap="2">
          <Field.Root required>
            <Field.Label>Subject</Field.Label>
            <Input value={subject} maxLength={200} onChange={(e) => setSubject(e.target.value)} />
          </Field.Root>
          <Field.Root required>
            <Field.Label>Message</Field.Label>
            <Textarea value={body} maxLength={2000} onChange={(e) => setBody(e.target.value)} />
          </Field.Root>
          <Button size="sm" alignSelf="start" loading={busy} onClick={() => void submit()}>
            Raise query
          </Button>
        </Stack>
      </Box>
    </Stack>
  );
}
