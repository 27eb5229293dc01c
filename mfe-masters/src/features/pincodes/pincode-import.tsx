import { asApiError } from '../../lib/api-error';
import { useImportPincodesMutation } from '../../lib/masters-api';
import { useState } from 'react';
import { ImportReportView } from 'shared/kit';
import { Alert, Box, Button, Card, Field, HStack, Input, Text } from 'shared/ui';
import { PINCODE_CSV_COLUMNS, PINCODE_IMPORT_MAX_BYTES, type PincodeImportReport } from '../../model';

const valid = (r: PincodeImportReport) => r.rows - r.errors.length;

/**
 * Bulk import from a CSV or .xlsx file (pincode, locality, district, state, branch_code): the file
 * is checked first and every row it takes or refuses is shown; nothing is stored until the user
 * imports (and, with refused rows, confirms the valid ones).
 */
export function PincodeImport({ onImported }: { onImported(): void }) {
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [report, setReport] = useState<PincodeImportReport | null>(null);
  const [importPincodes] = useImportPincodesMutation();

  async function run(check: boolean) {
    setError(null);
    if (!file) return setError('Choose a CSV or .xlsx file first.');
    if (file.size > PINCODE_IMPORT_MAX_BYTES) return setError(`The file is larger than ${PINCODE_IMPORT_MAX_BYTES / 1024 / 1024} MB.`);
    setBusy(true);
    try {
      const xlsx = /\.xlsx$/i.test(file.name);
      const res = await importPincodes({
        file: await file.arrayBuffer(),
        xlsx,
        check,
        confirm: !check && !!report?.errors.length,
      }).unwrap();
      setReport(res);
      if (!check) onImported();
    } catch (e) {
      setError(asApiError(e).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card.Root as="section" aria-label="Import pincodes" mt="6" maxW="4xl">
      <Card.Header>
        <Text fontWeight="semibold">Import pincodes from CSV or .xlsx</Text>
        <Text fontSize="sm" color="gray.600">
          Columns: {PINCODE_CSV_COLUMNS.join(', ')} (a header row within the first 10 rows; branch_code is the Branch Master code and may be
          empty). A pincode and locality already listed is updated. The file is checked first; nothing is stored until you import.
        </Text>
      </Card.Header>
      <Card.Body>
        <HStack gap="3" align="end" wrap="wrap">
          <Field.Root maxW="sm">
            <Field.Label>CSV or .xlsx file</Field.Label>
            <Input
              type="file"
              accept=".csv,text/csv,.xlsx"
              p="1"
              onChange={(e) => {
                setFile(e.target.files?.[0] ?? null);
                setReport(null);
              }}
            />
          </Field.Root>
          <Button variant="outline" onClick={() => void run(true)} loading={busy && !report} disabled={!file}>
            Check file
          </Button>
        </HStack>
        {error && (
          <Alert.Root status="error" mt="3">
            <Alert.Indicator />
            <Alert.Title>{error}</Alert.Title>
          </Alert.Root>
        )}
        {report && (
          <ImportReportView
            message={report.message}
            errors={report.errors}
            taken={report.checked ? report.taken : undefined}
            keyColumn={{ label: 'Pincode', value: (e) => e.pincode }}
          />
        )}
        {report?.checked && valid(report) > 0 && (
          <Box mt="3">
            <Button colorPalette="blue" onClick={() => void run(false)} loading={busy}>
              {report.errors.length
                ? `Import the ${valid(report)} valid row${valid(report) === 1 ? '' : 's'} only`
                : `Import ${valid(report)} row${valid(report) === 1 ? '' : 's'}`}
            </Button>
          </Box>
        )}
      </Card.Body>
    </Card.Root>
  );
}
