import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ApiError } from 'shared/core';
import { Badge, Box, Button, Checkbox, HStack, Heading, Text, errorPopup, successPopup } from 'shared/ui';
import { useCreateBillMutation, useUnbilledQuery } from '../../lib/bills-api';
import { Loaded } from '../../lib/states';
import { money, SimpleTable } from '../../lib/table';
import { UnbilledFilters, type UnbilledFilter } from './unbilled-filters';

/**
 * Released or dispatched cases with a fee and no bill, by bank, branch, engineer and pincode, with
 * days since release (flagged over 30). Selected cases of one bank start a draft bill.
 */
export default function UnbilledPage() {
  const navigate = useNavigate();
  const [filter, setFilter] = useState<UnbilledFilter>({ bank_id: '', bank_branch_id: '', engineer_id: '', pincode: '', flagged: '' });
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [createBill, { isLoading: busy }] = useCreateBillMutation();
  const result = useUnbilledQuery({
    ...filter,
    pincode: /^[1-9][0-9]{5}$/.test(filter.pincode) ? filter.pincode : '',
    page,
    pageSize: 50,
  });

  const toggle = (id: number, on: boolean) =>
    setSelected((s) => {
      const n = new Set(s);
      if (on) n.add(id);
      else n.delete(id);
      return n;
    });
  const start = async () => {
    try {
      const r = await createBill({ case_ids: [...selected] }).unwrap();
      setSelected(new Set());
      await successPopup(`${r.message} Draft bill ${r.data.id} is waiting in Bill Initiation.`);
      navigate('/admin/billInitiation');
    } catch (e) {
      void errorPopup('Error', (e as ApiError).message);
    }
  };

  return (
    <Box as="section" aria-label="Unbilled cases">
      <HStack gap="3" wrap="wrap" align="end" mb="3">
        <UnbilledFilters
          value={filter}
          onChange={(next) => {
            setFilter(next);
            setPage(1);
          }}
        />
        <Button size="sm" colorPalette="blue" disabled={!selected.size} loading={busy} onClick={start}>
          Start Bill ({selected.size} selected)
        </Button>
      </HStack>
      <Loaded result={result} title="unbilled cases">
        {(p) => (
          <>
            <Heading as="h2" size="sm" mb="2">
              {p.total} unbilled cases, fees {money(p.fee_total)}
            </Heading>
            <SimpleTable
              caption="Unbilled cases"
              rowKey={(c) => c.id}
              rows={p.data}
              empty="No unbilled cases."
              cols={[
                {
                  label: 'Select',
                  cell: (c) => (
                    <Checkbox.Root size="sm" checked={selected.has(c.id)} onCheckedChange={(d) => toggle(c.id, !!d.checked)}>
                      <Checkbox.HiddenInput aria-label={`Select case ${c.case_no}`} />
                      <Checkbox.Control />
                    </Checkbox.Root>
                  ),
                },
                { label: 'Case No.', cell: (c) => c.case_no },
                { label: 'Bank', cell: (c) => c.bank_name },
                { label: 'Bank Branch', cell: (c) => c.bank_branch_name },
                { label: 'Engineer', cell: (c) => c.engineer_name ?? '—' },
                { label: 'Pincode', cell: (c) => c.pincode ?? '—' },
                { label: 'Released', cell: (c) => c.released_at.slice(0, 10) },
                {
                  label: 'Days',
                  cell: (c) => (c.flagged ? <Badge colorPalette="red">{c.days_since_release} days</Badge> : `${c.days_since_release}`),
                },
                { label: 'Fee', cell: (c) => money(c.fee), money: true },
                { label: 'Expenses', cell: (c) => money(c.expenses), money: true },
              ]}
            />
            <HStack mt="2" gap="2">
              <Button size="xs" variant="outline" disabled={p.page <= 1} onClick={() => setPage(p.page - 1)}>
                Previous
              </Button>
              <Text fontSize="sm">
                Page {p.page} of {Math.max(1, Math.ceil(p.total / p.pageSize))}
              </Text>
              <Button size="xs" variant="outline" disabled={p.page * p.pageSize >= p.total} onClick={() => setPage(p.page + 1)}>
                Next
              </Button>
            </HStack>
          </>
        )}
      </Loaded>
    </Box>
  );
}
