import { Alert, Box, Text } from 'shared/ui';
import { useMissingDocumentsQuery, type MissingDocument } from '../case-list/cases-api';

/** The checklist's answer for a case, asked again whenever its documents change (same tag as the documents). */
export function useMissingDocuments(caseId: number): MissingDocument[] | null {
  const { data, isError } = useMissingDocumentsQuery(caseId);
  // The checklist is a hint: if it cannot be read, the upload page works as before.
  return isError ? null : (data ?? null);
}

/** What the document checklist (Report Master → Master Documents) still asks of this case. */
export function MissingDocuments({ missing }: { missing: MissingDocument[] | null }) {
  if (!missing) return null;
  if (!missing.length)
    return (
      <Text fontSize="sm" color="green.700" role="status">
        Every document the checklist asks for is uploaded.
      </Text>
    );
  return (
    <Alert.Root status="warning" as="section" aria-label="Documents still missing">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>Still missing for this case</Alert.Title>
        <Box as="ul" ps="4" listStyleType="disc">
          {missing.map((d) => (
            <li key={d.code}>
              {d.name}
              {d.note ? ` (${d.note})` : ''}
            </li>
          ))}
        </Box>
      </Alert.Content>
    </Alert.Root>
  );
}
