import type { ReactNode } from 'react';
import { Alert, Box, Table, Text } from 'shared/ui';

const SHOWN = 200;

/** A row an import refused: its line in the file and why. */
export interface RefusedRow {
  line: number;
  message: string;
}

/** "3–40, 42" from the ranges of lines an import takes. */
const linesText = (ranges: readonly { from: number; to: number }[]) =>
  ranges.map((r) => (r.from === r.to ? `${r.from}` : `${r.from}–${r.to}`)).join(', ');

/**
 * The outcome of a file import (or of its check): its message, the lines it takes, and every
 * refused row with its line and reasons (the first 200; the rest counted), with an optional column
 * naming the row (e.g. its pincode).
 */
export function ImportReportView<E extends RefusedRow>({
  message,
  errors,
  keyColumn,
  taken,
}: {
  message: string;
  errors: readonly E[];
  keyColumn?: { label: string; value(row: E): ReactNode };
  taken?: readonly { from: number; to: number }[];
}) {
  return (
    <Box mt="4" role="region" aria-label="Import report">
      <Alert.Root status={errors.length ? 'warning' : 'success'}>
        <Alert.Indicator />
        <Alert.Title>{message}</Alert.Title>
      </Alert.Root>
      {taken && taken.length > 0 && (
        <Text fontSize="sm" mt="2">
          Lines taken: {linesText(taken.slice(0, SHOWN))}
          {taken.length > SHOWN ? ' …' : ''}
        </Text>
      )}
      {errors.length > 0 && (
        <Table.Root size="sm" mt="3" aria-label="Refused rows">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Line</Table.ColumnHeader>
              {keyColumn && <Table.ColumnHeader>{keyColumn.label}</Table.ColumnHeader>}
              <Table.ColumnHeader>Why it was refused</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {errors.slice(0, SHOWN).map((e) => (
              <Table.Row key={e.line}>
                <Table.Cell>{e.line}</Table.Cell>
                {keyColumn && <Table.Cell>{keyColumn.value(e)}</Table.Cell>}
                <Table.Cell>{e.message}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
      {errors.length > SHOWN && (
        <Text fontSize="sm" mt="2">
          The first {SHOWN} of {errors.length} refused rows are shown; correct them and import the file again.
        </Text>
      )}
    </Box>
  );
}
