import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import type { ApiError } from 'shared/core';
import { Alert, Button, Card, Heading, HStack, Link, Stack, Text } from 'shared/ui';
import { downloadApfReport, useApfReportQuery } from '../projects/projects-api';
import { ApfReportBody } from './apf-report-body';

/**
 * /admin/projectApfReport/{id} and /admin/viewProjectApf/{id} (no side menu): a project's APF
 * report as a page, and as the server's PDF.
 */
export default function ApfReportPage() {
  const id = Number(useParams().id);
  const valid = Number.isSafeInteger(id) && id > 0;
  const { data, isLoading, error } = useApfReportQuery(id, { skip: !valid });
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  if (!valid) return <Text>Open a project's APF report from the Project APF Master.</Text>;
  if (isLoading) return <Text>Loading the APF report…</Text>;
  if (error || !data) return <Text color="red.600">{(error as ApiError | undefined)?.message ?? 'The report could not be loaded.'}</Text>;
  const download = async () => {
    setBusy(true);
    setFailed(null);
    try {
      await downloadApfReport(id, data.project.name);
    } catch (e) {
      setFailed((e as ApiError).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card.Root maxW="5xl">
      <Card.Header>
        <HStack justify="space-between" flexWrap="wrap" gap="3">
          <Heading size="lg">APF report: {data.project.name}</Heading>
          <HStack>
            <Link asChild color="blue.600">
              <RouterLink to={`/admin/viewProjectApf/${id}`}>Full screen</RouterLink>
            </Link>
            <Button colorPalette="blue" onClick={download} loading={busy} aria-label={`Download PDF APF report ${data.project.name}`}>
              Download PDF
            </Button>
          </HStack>
        </HStack>
      </Card.Header>
      <Card.Body>
        <Stack gap="5">
          {failed && (
            <Alert.Root status="error">
              <Alert.Indicator />
              <Alert.Title>{failed}</Alert.Title>
            </Alert.Root>
          )}
          <ApfReportBody report={data} />
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
