import { useState } from 'react';
import { Box, Field, HStack, NativeSelect, Table } from 'shared/ui';
import { Loaded } from '../../lib/states';
import { money, SimpleTable } from '../../lib/table';
import { useTdsQuery } from '../../lib/bills-api';
import { TdsQuarters } from './tds-quarters';

const GROUPS = [
  ['bank', 'Bank'],
  ['section', 'Section'],
  ['quarter', 'Quarter'],
  ['bill', 'Bill'],
] as const;

/** TDS expected on issued bills against TDS deducted by the banks, with the gap, by bank, section, quarter or bill. */
export default function TdsDetailsPage() {
  const [group, setGroup] = useState<string>('bank');
  const result = useTdsQuery(group);
  const label = GROUPS.find((g) => g[0] === group)![1];
  return (
    <Box as="section" aria-label="TDS details">
      <HStack mb="3">
        <Field.Root maxW="14rem">
          <Field.Label>Group by</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field value={group} onChange={(e) => setGroup(e.target.value)}>
              {GROUPS.map(([v, l]) => (
                <option key={v} value={v}>
                  {l}
                </option>
              ))}
            </NativeSelect.Field>
          </NativeSelect.Root>
        </Field.Root>
      </HStack>
      <Loaded result={result} title="TDS details">
        {({ data, totals }) => (
          <SimpleTable
            caption="TDS details"
            rowKey={(r) => r.key}
            rows={data}
            empty="No issued bills."
            cols={[
              { label, cell: (r) => r.label },
              { label: 'Bills', cell: (r) => r.bills, money: true },
              { label: 'TDS Expected', cell: (r) => money(r.expected), money: true },
              { label: 'TDS Deducted', cell: (r) => money(r.deducted), money: true },
              { label: 'Gap', cell: (r) => money(r.gap), money: true },
            ]}
            footer={
              <Table.Footer>
                <Table.Row fontWeight="bold">
                  <Table.Cell>Total</Table.Cell>
                  <Table.Cell textAlign="end">{totals.bills}</Table.Cell>
                  <Table.Cell textAlign="end">{money(totals.expected)}</Table.Cell>
                  <Table.Cell textAlign="end">{money(totals.deducted)}</Table.Cell>
                  <Table.Cell textAlign="end">{money(totals.gap)}</Table.Cell>
                </Table.Row>
              </Table.Footer>
            }
          />
        )}
      </Loaded>
      <TdsQuarters />
    </Box>
  );
}
