import { Box, Button, HStack, Input, Stack } from '@chakra-ui/react';

export interface RowColumn {
  name: string;
  label: string;
  maxLength?: number;
  placeholder?: string;
}

export type RepeatedRow = Record<string, string>;

export interface RepeatableRowsProps {
  /** The list's name in labels ('Owners' -> 'Owner 2 Share', 'Add owner'). */
  label: string;
  /** One item's name ('owner'). */
  singular: string;
  columns: readonly RowColumn[];
  rows: readonly RepeatedRow[];
  onChange(rows: RepeatedRow[]): void;
  onBlur?: () => void;
  maxRows?: number;
  readOnly?: boolean;
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * A list typed as rows of inputs, one row per item, with Add and Remove (issue 29: nobody types
 * JSON or one-per-line lists). Each input is named by its item and column ('Owner 2 Share').
 */
export function RepeatableRows({ label, singular, columns, rows, onChange, onBlur, maxRows, readOnly }: RepeatableRowsProps) {
  const set = (i: number, column: string, value: string) => onChange(rows.map((r, j) => (j === i ? { ...r, [column]: value } : r)));
  const remove = (i: number) => onChange(rows.filter((_, j) => j !== i));
  const add = () => onChange([...rows, Object.fromEntries(columns.map((c) => [c.name, '']))]);
  const full = maxRows !== undefined && rows.length >= maxRows;
  return (
    <Stack gap="2" role="group" aria-label={label} onBlur={onBlur}>
      {rows.map((row, i) => (
        <HStack key={i} gap="2" align="center" wrap="wrap">
          {columns.map((c) => (
            <Box key={c.name} flex={columns.length > 1 && c === columns[0] ? '2 1 10rem' : '1 1 6rem'}>
              <Input
                size="sm"
                value={row[c.name] ?? ''}
                maxLength={c.maxLength}
                placeholder={c.placeholder ?? c.label}
                readOnly={readOnly}
                aria-label={`${capital(singular)} ${i + 1}${columns.length > 1 ? ` ${c.label}` : ''}`}
                onChange={(e) => set(i, c.name, e.target.value)}
              />
            </Box>
          ))}
          {!readOnly && (
            <Button size="xs" variant="ghost" colorPalette="red" onClick={() => remove(i)} aria-label={`Remove ${singular} ${i + 1}`}>
              Remove
            </Button>
          )}
        </HStack>
      ))}
      {!readOnly && (
        <Box>
          <Button size="xs" variant="outline" onClick={add} disabled={full}>
            Add {singular}
          </Button>
        </Box>
      )}
    </Stack>
  );
}
