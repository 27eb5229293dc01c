import { useState } from 'react';
import { Box, Button, Heading } from 'shared/ui';
import { AGEING_BUCKETS, BILL_STATUS_OPTIONS, type AgeingRow } from '../../model';
import { Loaded } from '../../lib/states';
import { money, SimpleTable } from '../../lib/table';
import { useAgeingInvoicesQuery } from '../../lib/books-api';
import { BillDialog } from '../bills/bill-dialog';

const statusWord = (s: string) => BILL_STATUS_OPTIONS.find((o) => o.value === s)?.label ?? s;
const buckets = AGEING_BUCKETS.map((b) => ({ label: b, cell: (r: AgeingRow) => money(r.buckets[b]), money: true }));

/** A bank's totals from its branch rows (the report's rows are per bank and branch). */
export function byBank(rows: AgeingRow[]): AgeingRow[] {
  const out = new Map<number, AgeingRow>();
  for (const r of rows) {
    const b = out.get(r.bank_id) ?? {
      ...r,
      bank_branch_id: null,
      bank_branch_name: null,
      bills: 0,
      outstanding: 0,
      buckets: { ...r.buckets },
    };
    if (out.has(r.bank_id)) for (const k of AGEING_BUCKETS) b.buckets[k] = Math.round((b.buckets[k] + r.buckets[k]) * 100) / 100;
    b.bills += r.bills;
    b.outstanding = Math.round((b.outstanding + r.outstanding) * 100) / 100;
    out.set(r.bank_id, b);
  }
  return [...out.values()];
}

function Invoices({ bank, branch }: { bank: number; branch: number }) {
  const result = useAgeingInvoicesQuery({ bank_id: bank, bank_branch_id: branch });
  const [open, setOpen] = useState<number | null>(null);
  return (
    <Loaded result={result} title="invoices">
      {(rows) => (
        <>
          <SimpleTable
            caption="Open invoices"
            rowKey={(r) => r.id}
            rows={rows}
            empty="No open invoices."
            cols={[
              { label: 'Invoice No.', cell: (r) => r.invoice_no },
              { label: 'Date', cell: (r) => r.invoice_date },
              { label: 'Due', cell: (r) => r.due_date },
              { label: 'Status', cell: (r) => statusWord(r.status) },
              { label: 'Bucket', cell: (r) => r.bucket },
              { label: 'Days Overdue', cell: (r) => r.days_overdue, money: true },
              { label: 'Last Receipt', cell: (r) => (r.last_receipt_no ? `${r.last_receipt_no} (${r.last_receipt_date})` : 'None') },
              { label: 'Credited', cell: (r) => money(r.credited_amount), money: true },
              { label: 'Outstanding', cell: (r) => money(r.outstanding), money: true },
              {
                label: 'Open',
                cell: (r) => (
                  <Button size="xs" variant="outline" aria-label={`Open invoice ${r.invoice_no}`} onClick={() => setOpen(r.id)}>
                    Open
                  </Button>
                ),
              },
            ]}
          />
          {open !== null && <BillDialog id={open} onClose={() => setOpen(null)} />}
        </>
      )}
    </Loaded>
  );
}

/** Bank, then its branches, then a branch's open invoices (each with bucket, days overdue and last receipt). */
export function AgeingDrill({ rows }: { rows: AgeingRow[] }) {
  const [bank, setBank] = useState<number | null>(null);
  const [branch, setBranch] = useState<number | null>(null);
  const branches = rows.filter((r) => r.bank_id === bank);
  return (
    <Box mt="4">
      <Heading as="h3" size="xs" mb="2">
        By bank
      </Heading>
      <SimpleTable
        caption="Pending by bank"
        rowKey={(r) => r.bank_id}
        rows={byBank(rows)}
        empty="No open invoices."
        cols={[
          { label: 'Bank', cell: (r) => r.bank_name },
          { label: 'Bills', cell: (r) => r.bills, money: true },
          ...buckets,
          { label: 'Outstanding', cell: (r) => money(r.outstanding), money: true },
          {
            label: 'Branches',
            cell: (r) => (
              <Button
                size="xs"
                variant="outline"
                aria-label={`Branches of ${r.bank_name}`}
                onClick={() => (setBank(r.bank_id), setBranch(null))}
              >
                Branches
              </Button>
            ),
          },
        ]}
      />
      {bank !== null && (
        <Box mt="3">
          <SimpleTable
            caption="Pending by branch"
            rowKey={(r) => r.bank_branch_id ?? 0}
            rows={branches}
            empty="No open invoices."
            cols={[
              { label: 'Bank Branch', cell: (r) => r.bank_branch_name ?? 'Whole bank' },
              { label: 'Bills', cell: (r) => r.bills, money: true },
              ...buckets,
              { label: 'Outstanding', cell: (r) => money(r.outstanding), money: true },
              {
                label: 'Invoices',
                cell: (r) => (
                  <Button
                    size="xs"
                    variant="outline"
                    aria-label={`Invoices of ${r.bank_branch_name ?? r.bank_name}`}
                    onClick={() => setBranch(r.bank_branch_id ?? 0)}
                  >
                    Invoices
                  </Button>
                ),
              },
            ]}
          />
        </Box>
      )}
      {bank !== null && branch !== null && (
        <Box mt="3">
          <Invoices bank={bank} branch={branch} />
        </Box>
      )}
    </Box>
  );
}
