import { downloadFile, today, type ApiError } from 'shared/core';
import { Box, Button, HStack, Heading, Table, errorPopup } from 'shared/ui';
import { AGEING_BUCKETS, type AgeingRow } from '../../model';
import { Loaded } from '../../lib/states';
import { money, SimpleTable } from '../../lib/table';
import { useAgeingQuery } from '../../lib/bills-api';
import { AgeingDrill } from './ageing-drill';

/** Open invoices in ageing buckets by bank and branch, with the drill-down bank, branch, invoice; outstanding = total - receipts - TDS - credit notes. */
export default function PendingAmountPage() {
  const result = useAgeingQuery();
  const csv = async () => {
    try {
      await downloadFile('/bills/ageing.csv', `pending-amount-${today()}.csv`);
    } catch (e) {
      void errorPopup('Error', (e as ApiError).message);
    }
  };
  return (
    <Box as="section" aria-label="Pending amount">
      <HStack justify="space-between" mb="3">
        <Heading as="h2" size="sm">
          Outstanding by days past due
        </Heading>
        <Button size="sm" variant="outline" onClick={csv}>
          Export CSV
        </Button>
      </HStack>
      <Loaded result={result} title="pending amounts">
        {({ data, totals }) => (
          <>
            <SimpleTable
              caption="Ageing"
              rowKey={(r) => `${r.bank_id}-${r.bank_branch_id}`}
              rows={data}
              empty="No open invoices."
              cols={[
                { label: 'Bank', cell: (r) => r.bank_name },
                { label: 'Bank Branch', cell: (r) => r.bank_branch_name ?? '—' },
                { label: 'Bills', cell: (r) => r.bills, money: true },
                ...AGEING_BUCKETS.map((b) => ({ label: b, cell: (r: AgeingRow) => money(r.buckets[b]), money: true })),
                { label: 'Outstanding', cell: (r) => money(r.outstanding), money: true },
              ]}
              footer={
                <Table.Footer>
                  <Table.Row fontWeight="bold">
                    <Table.Cell colSpan={3}>Total</Table.Cell>
                    {AGEING_BUCKETS.map((b) => (
                      <Table.Cell key={b} textAlign="end">
                        {money(totals[b])}
                      </Table.Cell>
                    ))}
                    <Table.Cell textAlign="end">{money(totals.outstanding)}</Table.Cell>
                  </Table.Row>
                </Table.Footer>
              }
            />
            <AgeingDrill rows={data} />
          </>
        )}
      </Loaded>
    </Box>
  );
}
