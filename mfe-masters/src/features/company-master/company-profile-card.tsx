import { Box, Button, Card, Heading, HStack, Image, Text } from 'shared/ui';
import type { ResourceRow } from 'shared/resources';
import { companyProfileResource as desc } from '../../model';
import { fieldText } from '../../lib/record-details';

/** The firm's profile as a card: every field, the logo when there is one, and Edit. */
export function CompanyProfileCard({ row, onEdit }: { row: ResourceRow; onEdit(): void }) {
  const logo = typeof row.logo_url === 'string' && row.logo_url ? row.logo_url : null;
  const fields = desc.fields.filter((f) => f.name !== 'legal_name' && f.name !== 'logo_url');
  return (
    <Card.Root maxW="4xl" as="section" aria-label="Company profile">
      <Card.Header>
        <HStack justify="space-between" gap="4" wrap="wrap">
          <HStack gap="4">
            {logo && <Image src={logo} alt="Company logo" maxH="60px" maxW="160px" objectFit="contain" />}
            <Heading as="h2" size="md">
              {String(row.legal_name)}
            </Heading>
          </HStack>
          <Button size="sm" colorPalette="blue" onClick={onEdit}>
            Edit company profile
          </Button>
        </HStack>
      </Card.Header>
      <Card.Body>
        <Box as="dl" display="grid" gridTemplateColumns={{ base: '1fr', md: '12rem 1fr' }} columnGap="4" rowGap="2">
          {fields.map((f) => (
            <Box key={f.name} display="contents">
              <Text as="dt" fontWeight="medium" color="gray.600">
                {f.label}
              </Text>
              <Text as="dd" whiteSpace="pre-wrap">
                {fieldText(f, row) || '—'}
              </Text>
            </Box>
          ))}
        </Box>
        <Text fontSize="sm" color="gray.600" mt="4">
          GSTINs and invoice series are kept per office in the Branch Master.
        </Text>
      </Card.Body>
    </Card.Root>
  );
}
