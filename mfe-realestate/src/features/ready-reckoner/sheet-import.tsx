import { useRef, useState } from 'react';
import { Alert, Box, Button, Card, Field, HStack, Input, Progress, Spinner, Text } from 'shared/ui';
import { ImportReportView } from 'shared/kit';
import { csvParts, importMessage, type ImportReport } from '../../model';
import { useImportSheetMutation } from './import-api';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export interface SheetImportProps {
  /** What is imported, e.g. "ready-reckoner rates". */
  what: string;
  /** The columns the header row may name. */
  columns: readonly string[];
  path: string;
  resource: string;
  maxBytes: number;
  /** Send a CSV in parts of this many rows (a progress bar per part); .xlsx goes whole. */
  partRows?: number;
  note?: string;
  /** How the report names rows already stored ("updated", "already listed"). */
  existingWord: string;
}

/** Adds up the reports of the parts of one file. */
const merge = (a: ImportReport | null, b: ImportReport): ImportReport =>
  a
    ? {
        rows: a.rows + b.rows,
        added: a.added + b.added,
        existing: a.existing + b.existing,
        errors: [...a.errors, ...b.errors],
        message: '',
      }
    : b;

/**
 * Bulk import of a CSV or .xlsx file: every valid row is stored, every refused row is listed with
 * its line and all its reasons. A large CSV goes in parts, with a progress bar.
 */
export function SheetImport({ what, columns, path, resource, maxBytes, partRows, note, existingWord }: SheetImportProps) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [upload] = useImportSheetMutation();

  async function run() {
    const file = input.current?.files?.[0];
    setError(null);
    setReport(null);
    if (!file) return setError('Choose a CSV or .xlsx file first.');
    const xlsx = /\.xlsx$/i.test(file.name);
    if (!xlsx && !/\.csv$/i.test(file.name)) return setError('Choose a .csv or .xlsx file.');
    if (file.size > maxBytes) return setError(`The file is larger than ${maxBytes / 1024 / 1024} MB.`);
    setBusy(true);
    setProgress(0);
    try {
      if (xlsx) {
        setReport(await upload({ path, resource, body: await file.arrayBuffer(), contentType: XLSX }).unwrap());
      } else {
        const parts = csvParts(await file.text(), partRows ?? Number.MAX_SAFE_INTEGER);
        let total: ImportReport | null = null;
        for (const [i, part] of parts.entries()) {
          const one = await upload({ path, resource, body: part.text, contentType: 'text/csv', firstLine: part.firstLine }).unwrap();
          total = merge(total, one);
          setProgress(Math.round(((i + 1) / parts.length) * 100));
        }
        setReport(total);
      }
      setProgress(100);
    } catch (e) {
      setError((e as { message?: string }).message ?? 'The import failed.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card.Root as="section" aria-label={`Import ${what}`} mt="6" maxW="5xl">
      <Card.Header>
        <Text fontWeight="semibold">Import {what} from CSV or .xlsx</Text>
        {/* A file's format names the codes its cells hold: the one place a code is the thing to read. */}
        <Text fontSize="sm" color="gray.600" data-file-format="">
          Header row first, naming the columns {columns.join(', ')} (any order; the labels of the form work too).{note ? ` ${note}` : ''}
        </Text>
      </Card.Header>
      <Card.Body>
        <HStack gap="3" align="end" wrap="wrap">
          <Field.Root maxW="sm">
            <Field.Label>CSV or .xlsx file</Field.Label>
            <Input ref={input} type="file" accept=".csv,text/csv,.xlsx" p="1" />
          </Field.Root>
          <Button colorPalette="blue" onClick={run} disabled={busy}>
            {busy && <Spinner size="xs" />} Import
          </Button>
        </HStack>
        {progress !== null && (
          <Box mt="3" maxW="md">
            <Progress.Root value={busy && progress === 0 ? null : progress} aria-label="Import progress" size="sm">
              <Progress.Track>
                <Progress.Range />
              </Progress.Track>
            </Progress.Root>
          </Box>
        )}
        {error && (
          <Alert.Root status="error" mt="3">
            <Alert.Indicator />
            <Alert.Title>{error}</Alert.Title>
          </Alert.Root>
        )}
        {report && <ImportReportView message={importMessage(report, existingWord)} errors={report.errors} />}
      </Card.Body>
    </Card.Root>
  );
}
