import { Box, Heading, SimpleGrid, Text } from 'shared/ui';
import { BILL_STATUS_OPTIONS, type BillDetail } from '../../model';

export const statusLabel = (v: string | null) => (v === null ? 'new' : (BILL_STATUS_OPTIONS.find((o) => o.value === v)?.label ?? v));
import { money, SimpleTable } from '../../lib/table';

const Item = ({ label, value }: { label: string; value: string | null | undefined }) => (
  <Box>
    <Text fontSize="xs" color="gray.600">
      {label}
    </Text>
    <Text>{value || '—'}</Text>
  </Box>
);

/** The invoice's particulars as the tax invoice prints them, its lines and its status history. */
export function BillParticulars({ bill }: { bill: BillDetail }) {
  const intra = bill.igst_rate === 0;
  return (
    <Box>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="3" mb="4">
        <Item label="Invoice No." value={bill.invoice_no ?? `Draft bill ${bill.id}`} />
        <Item label="Invoice Date" value={bill.invoice_date} />
        <Item label="Due Date" value={bill.due_date} />
        <Item label="Supplier" value={`${bill.company_branch_name} (GSTIN ${bill.supplier_gstin ?? '—'})`} />
        <Item label="Recipient" value={`${bill.recipient_name}${bill.recipient_gstin ? ` (GSTIN ${bill.recipient_gstin})` : ''}`} />
        <Item label="Place Of Supply" value={`${bill.place_of_supply_name ?? ''} (${bill.place_of_supply ?? '—'})`} />
        <Item label="Taxable Value" value={money(bill.taxable_value)} />
        <Item
          label={intra ? `CGST ${bill.cgst_rate}% + SGST ${bill.sgst_rate}%` : `IGST ${bill.igst_rate}%`}
          value={intra ? `${money(bill.cgst_amount)} + ${money(bill.sgst_amount)}` : money(bill.igst_amount)}
        />
        <Item label="Total" value={money(bill.total)} />
        <Item label={`TDS ${bill.tds_section ?? ''} ${bill.tds_rate ?? 0}%`} value={money(bill.tds_amount)} />
        <Item label="Net Receivable" value={money(bill.net_receivable)} />
        <Item label="Outstanding" value={money(bill.outstanding)} />
      </SimpleGrid>
      <Text fontStyle="italic" mb="4">
        {bill.amount_in_words}
      </Text>
      {bill.rejection_reason && (
        <Text color="red.700" mb="4">
          Rejected: {bill.rejection_reason}
        </Text>
      )}
      <Heading as="h3" size="sm" mb="2">
        Lines (SAC {bill.sac})
      </Heading>
      <SimpleTable
        caption="Bill lines"
        rowKey={(l) => l.id}
        rows={bill.lines}
        empty="No lines."
        cols={[
          { label: 'Case No.', cell: (l) => l.case_no ?? '—' },
          { label: 'Description', cell: (l) => l.description },
          { label: 'Fee', cell: (l) => money(l.fee), money: true },
          { label: 'Expenses', cell: (l) => money(l.expenses), money: true },
          { label: 'Fee Override Reason', cell: (l) => l.fee_override_reason ?? '' },
        ]}
      />
      <Heading as="h3" size="sm" mt="4" mb="2">
        Status History
      </Heading>
      <SimpleTable
        caption="Status history"
        rowKey={(h) => `${h.changed_at}-${h.to_status}`}
        rows={bill.history}
        empty="No changes recorded."
        cols={[
          { label: 'When (IST)', cell: (h) => h.changed_at },
          { label: 'Who', cell: (h) => h.changed_by_name ?? '—' },
          { label: 'From', cell: (h) => statusLabel(h.from_status) },
          { label: 'To', cell: (h) => statusLabel(h.to_status) },
          { label: 'Comment', cell: (h) => h.comment ?? '' },
        ]}
      />
    </Box>
  );
}
