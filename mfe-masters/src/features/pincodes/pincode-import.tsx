import { asApiError } from '../../lib/api-error';
import { useImportPincodesMutation } from '../../lib/masters-api';
import { useRef, useState } from 'react';
import { ImportReportView } from 'shared/kit';
import { Alert, Button, Card, Field, HStack, Input, Spinner, Text } from 'shared/ui';
import { PINCODE_CSV_COLUMNS, PINCODE_IMPORT_MAX_BYTES, type PincodeImportReport } from '../../model';

/**
 * Bulk import from a CSV file (pincode, locality, district, state, branch_code): valid rows are
 * added or updated, every refused row is listed with its line and the reason.
 */
export function PincodeImport({ onImported }: { onImported(): void }) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [report, setReport] = useState<PincodeImportReport | null>(null);
  const [importPincodes] = useImportPincodesMutation();

  async function run() {
    const file = input.current?.files?.[0];
    setError(null);
    setReport(null);
    if (!file) return setError('Choose a CSV file first.');
    if (file.size > PINCODE_IMPORT_MAX_BYTES) return setError(`The file is larger than ${PINCODE_IMPORT_MAX_BYTES / 1024 / 1024} MB.`);
    setBusy(true);
    try {
      setReport(await importPincodes(await file.text()).unwrap());
      onImported();
    } catch (e) {
      setError(asApiError(e).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card.Root as="section" aria-label="Import pincodes" mt="6" maxW="4xl">
      <Card.Header>
        <Text fontWeight="semibold">Import pincodes from CSV</Text>
        <Text fontSize="sm" color="gray.600">
          Columns: {PINCODE_CSV_COLUMNS.join(', ')} (header row first; branch_code is the Branch Master code and may be empty). A pincode
          and locality already listed is updated.
        </Text>
      </Card.Header>
      <Card.Body>
        <HStack gap="3" align="end" wrap="wrap">
          <Field.Root maxW="sm">
            <Field.Label>CSV file</Field.Label>
            <Input ref={input} type="file" accept=".csv,text/csv" p="1" />
          </Field.Root>
          <Button colorPalette="blue" onClick={run} disabled={busy}>
            {busy && <Spinner size="xs" />} Import
          </Button>
        </HStack>
        {error && (
          <Alert.Root status="error" mt="3">
            <Alert.Indicator />
            <Alert.Title>{error}</Alert.Title>
          </Alert.Root>
        )}
        {report && (
          <ImportReportView message={report.message} errors={report.errors} keyColumn={{ label: 'Pincode', value: (e) => e.pincode }} />
        )}
      </Card.Body>
    </Card.Root>
  );
}
