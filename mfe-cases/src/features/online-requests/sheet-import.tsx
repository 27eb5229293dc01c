import { useState } from 'react';
import type { ApiError } from 'shared/core';
import { Alert, Box, Button, Field, Heading, HStack, Input, Stack, Text, successPopup } from 'shared/ui';
import { ONLINE_REQUEST_SHEET_FIELDS, onlineRequestResource as desc, type OnlineRequestSheetCheck } from '../../model';
import { useRequestUploads } from './online-requests-api';
import { SheetRows } from './sheet-rows';
import { UploadProgress } from './upload-progress';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const COLUMNS = ONLINE_REQUEST_SHEET_FIELDS.map((n) => desc.fields.find((f) => f.name === n)!.label).join(', ');

/**
 * Many requests as an .xlsx or CSV: the server checks every row with the form's rules and answers each
 * row's errors; nothing is imported until the user imports (and, with bad rows, confirms the valid ones).
 */
export function SheetImport() {
  const { sheet } = useRequestUploads();
  const [file, setFile] = useState<File | null>(null);
  const [checked, setChecked] = useState<OnlineRequestSheetCheck | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const run = async (step: 'check' | 'import') => {
    if (!file) return setError('Choose a file to upload.');
    setError(null);
    setProgress(0);
    try {
      const res = await sheet(step, file, setProgress, step === 'import' && !!checked?.invalid);
      if (step === 'check') setChecked(res.data);
      else {
        setChecked(null);
        setFile(null);
        await successPopup(res.message);
      }
    } catch (e) {
      setError((e as ApiError).message);
    } finally {
      setProgress(null);
    }
  };
  return (
    <Box borderWidth="1px" borderRadius="md" p="4" bg="white">
      <Heading as="h2" size="md" mb="1">
        Send many requests as an Excel sheet or CSV
      </Heading>
      <Text fontSize="sm" mb="3">
        A header row within the first 10 rows names the columns: {COLUMNS}. An .xlsx or a CSV file; nothing is imported until you import the
        checked rows.
      </Text>
      <Stack gap="3">
        {error && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{error}</Alert.Title>
          </Alert.Root>
        )}
        <HStack wrap="wrap" gap="3" align="flex-end">
          <Field.Root width="auto">
            <Field.Label>Request sheet (.xlsx or CSV)</Field.Label>
            <Input
              type="file"
              accept={`.xlsx,${XLSX},.csv,text/csv`}
              p="1"
              onChange={(e) => {
                setFile(e.target.files?.[0] ?? null);
                setChecked(null);
              }}
            />
          </Field.Root>
          <Button variant="outline" onClick={() => void run('check')} loading={progress !== null && !checked} disabled={!file}>
            Check sheet
          </Button>
        </HStack>
        {progress !== null && <UploadProgress value={progress} label="Sheet upload progress" />}
        {checked && (
          <>
            <Text role="status">
              {checked.valid} valid row{checked.valid === 1 ? '' : 's'}, {checked.invalid} with errors (header on row {checked.header_line}
              ).
            </Text>
            <SheetRows rows={checked.rows} />
            {checked.valid > 0 && (
              <Box>
                <Button colorPalette="blue" onClick={() => void run('import')} loading={progress !== null}>
                  {checked.invalid ? `Import the ${checked.valid} valid rows only` : `Import ${checked.valid} requests`}
                </Button>
              </Box>
            )}
          </>
        )}
      </Stack>
    </Box>
  );
}
