import { baseApi } from 'shared/core';
import { Box, Heading, Stack, Text } from 'shared/ui';
import { istDateTime } from '../../model';

interface CaseMail {
  id: number;
  kind: 'REPORT';
  to_email: string;
  subject: string;
  attachment: string | null;
  status: 'SENT' | 'FAILED';
  error: string | null;
  sent_at: string;
}

// Tagged with the case: the release move invalidates it, so the mail shows up without a reload.
const mailsApi = baseApi.enhanceEndpoints({ addTagTypes: ['case'] }).injectEndpoints({
  endpoints: (b) => ({
    caseMails: b.query<CaseMail[], number>({
      query: (id) => `cases/${id}/mails`,
      transformResponse: (res: { data: CaseMail[] }) => res.data,
      providesTags: (_r, _e, id) => [{ type: 'case', id }],
    }),
  }),
});

/** The mails sent about a case: the released report to the bank's contacts, sent or failed. */
export function CaseMails({ caseId }: { caseId: number }) {
  const { data, error } = mailsApi.useCaseMailsQuery(caseId);
  return (
    <Stack gap="2">
      <Heading size="sm" as="h3">
        Mails
      </Heading>
      {error && <Text color="red.700">The mails could not be loaded.</Text>}
      {data && !data.length && <Text fontSize="sm">No mail has been sent about this case.</Text>}
      <Box as="ul" aria-label="Mails sent about the case" ps="4">
        {data?.map((m) => (
          <li key={m.id}>
            <Text fontSize="sm">
              <strong>{istDateTime(m.sent_at)}</strong> — {m.subject} to {m.to_email}
              {m.attachment ? `, with ${m.attachment}` : ''}: {m.status === 'SENT' ? 'sent' : `failed (${m.error ?? 'unknown error'})`}
            </Text>
          </li>
        ))}
      </Box>
    </Stack>
  );
}
