import { useState } from 'react';
import { Alert, Box, Button, Card, Field, HStack, Input, Progress, Text } from 'shared/ui';
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
        ...a,
        rows: a.rows + b.rows,
        added: a.added + b.added,
        existing: a.existing + b.existing,
        errors: [...a.errors, ...b.errors],
        taken: [...a.taken, ...b.taken],
        ignored: a.ignored + b.ignored,
      }
    : b;

const valid = (r: ImportReport) => r.rows - r.errors.length;

/**
 * Bulk import of a CSV or .xlsx file: the file is checked first and every row it takes or refuses
 * is listed with its line and all its reasons; nothing is stored until the user imports (and, with
 * refused rows, confirms the valid ones). A large CSV goes in parts, with a progress bar.
 */
export function SheetImport({ what, columns, path, resource, maxBytes, partRows, note, existingWord }: SheetImportProps) {
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [upload] = useImportSheetMutation();

  async function run(check: boolean) {
    setError(null);
    if (!file) return setError('Choose a CSV or .xlsx file first.');
    const xlsx = /\.xlsx$/i.test(file.name);
    if (!xlsx && !/\.csv$/i.test(file.name)) return setError('Choose a .csv or .xlsx file.');
    if (file.size > maxBytes) return setError(`The file is larger than ${maxBytes / 1024 / 1024} MB.`);
    const confirm = !check && !!report?.errors.length;
    setBusy(true);
    setProgress(0);
    try {
      const bytes = new Uint8Array(await file.arrayBuffer());
      const send = (body: Uint8Array, firstLine?: number) =>
        upload({ path, resource, body, contentType: xlsx ? XLSX : 'text/csv', firstLine, check, confirm }).unwrap();
      const parts = csvParts(bytes, xlsx ? Number.MAX_SAFE_INTEGER : (partRows ?? Number.MAX_SAFE_INTEGER));
      let total = await send(parts.first);
      const rest = parts.rest(total.header_line);
      for (const [i, part] of rest.entries()) {
        setProgress(Math.round(((i + 1) / (rest.length + 1)) * 100));
        total = merge(total, await send(part.bytes, part.firstLine));
      }
      setReport(total);
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
          A header row within the first 10 rows, naming the columns {columns.join(', ')} (any order; the labels of the form work too). Dates
          as DD-MM-YYYY or YYYY-MM-DD; amounts may have commas, ₹ or Rs. The file is checked first; nothing is stored until you import.
          {note ? ` ${note}` : ''}
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
                setProgress(null);
              }}
            />
          </Field.Root>
          <Button variant="outline" onClick={() => void run(true)} loading={busy && !report} disabled={!file}>
            Check file
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
        {report && (
          <ImportReportView
            message={importMessage(report, existingWord)}
            errors={report.errors}
            taken={report.checked ? report.taken : undefined}
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
