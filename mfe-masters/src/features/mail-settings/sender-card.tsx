import { Box, Button, Card, Heading, HStack, Text } from 'shared/ui';
import type { ResourceRow } from 'shared/resources';
import { mailSenderResource as desc } from '../../model';
import { fieldText } from '../../lib/record-details';
import { TestMailForm } from './test-mail-form';

/** The stored sender (the password never comes back, so it is not listed) and the test send. */
export function SenderCard({ row, onEdit }: { row: ResourceRow; onEdit(): void }) {
  const fields = desc.fields.filter((f) => f.type !== 'password');
  return (
    <Card.Root maxW="4xl" as="section" aria-label="Mail sender">
      <Card.Header>
        <HStack justify="space-between" gap="4" wrap="wrap">
          <Heading as="h2" size="md">
            Sender
          </Heading>
          <Button size="sm" colorPalette="blue" onClick={onEdit}>
            Edit mail settings
          </Button>
        </HStack>
      </Card.Header>
      <Card.Body gap="4">
        <Box as="dl" display="grid" gridTemplateColumns={{ base: '1fr', md: '12rem 1fr' }} columnGap="4" rowGap="2">
          {fields.map((f) => (
            <Box key={f.name} display="contents">
              <Text as="dt" fontWeight="medium" color="gray.600">
                {f.label}
              </Text>
              <Text as="dd">{fieldText(f, row) || '—'}</Text>
            </Box>
          ))}
        </Box>
        <Text fontSize="sm" color="gray.600">
          Without an SMTP host, mails go through the server’s SMTP_URL, or to its outbox folder when that is not set.
        </Text>
        <TestMailForm />
      </Card.Body>
    </Card.Root>
  );
}
