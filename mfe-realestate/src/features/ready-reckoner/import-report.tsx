import { Alert, Box, Table, Text } from 'shared/ui';
import { importMessage, type ImportReport } from '../../model';

const SHOWN = 200;

/** The outcome of an import: the counts, and every refused row with its line and reasons. */
export function ImportReportView({ report, existingWord }: { report: ImportReport; existingWord: string }) {
  return (
    <Box mt="4" role="region" aria-label="Import report">
      <Alert.Root status={report.errors.length ? 'warning' : 'success'}>
        <Alert.Indicator />
        <Alert.Title>{importMessage(report, existingWord)}</Alert.Title>
      </Alert.Root>
      {report.errors.length > 0 && (
        <Table.Root size="sm" mt="3" aria-label="Refused rows">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Line</Table.ColumnHeader>
              <Table.ColumnHeader>Why it was refused</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {report.errors.slice(0, SHOWN).map((e) => (
              <Table.Row key={e.line}>
                <Table.Cell>{e.line}</Table.Cell>
                <Table.Cell>{e.message}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
      {report.errors.length > SHOWN && (
        <Text fontSize="sm" mt="2">
          The first {SHOWN} of {report.errors.length} refused rows are shown; correct them and import the file again.
        </Text>
      )}
    </Box>
  );
}
