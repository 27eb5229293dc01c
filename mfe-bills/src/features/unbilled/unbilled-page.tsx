import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ApiError } from 'shared/core';
import { Badge, Box, Button, Checkbox, Field, HStack, Heading, Input, NativeSelect, Text, errorPopup, successPopup } from 'shared/ui';
import { UNBILLED_FLAG_DAYS, type UnbilledCase } from '../../model';
import { Loaded } from '../../lib/states';
import { money, SimpleTable } from '../../lib/table';
import { post, query, useApi } from '../../lib/use-api';

interface Lookup {
  id: number;
  name: string;
}
interface Page {
  data: UnbilledCase[];
  total: number;
  page: number;
  pageSize: number;
  fee_total: number;
}

/**
 * Released or dispatched cases with a fee and no bill, by bank, branch, engineer and pincode, with
 * days since release (flagged over 30). Selected cases of one bank start a draft bill.
 */
export default function UnbilledPage() {
  const navigate = useNavigate();
  const [bank, setBank] = useState('');
  const [pincode, setPincode] = useState('');
  const [flagged, setFlagged] = useState('');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [busy, setBusy] = useState(false);
  const banks = useApi<{ data: Lookup[] }>('/lookups/banks');
  const url = useMemo(
    () =>
      `/bills/unbilled${query({ bank_id: bank, pincode: /^[1-9][0-9]{5}$/.test(pincode) ? pincode : '', flagged, page, pageSize: 50 })}`,
    [bank, pincode, flagged, page],
  );
  const { state, reload } = useApi<Page>(url);

  const toggle = (id: number, on: boolean) =>
    setSelected((s) => {
      const n = new Set(s);
      if (on) n.add(id);
      else n.delete(id);
      return n;
    });
  const start = async () => {
    setBusy(true);
    try {
      const r = await post<{ id: number }>('/bills', { case_ids: [...selected] });
      setSelected(new Set());
      await successPopup(`${r.message} Draft bill ${r.data.id} is waiting in Bill Initiation.`);
      navigate('/admin/billInitiation');
    } catch (e) {
      void errorPopup('Error', (e as ApiError).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box as="section" aria-label="Unbilled cases">
      <HStack gap="3" wrap="wrap" align="end" mb="3">
        <Field.Root maxW="16rem">
          <Field.Label>Bank</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              value={bank}
              onChange={(e) => {
                setBank(e.target.value);
                setPage(1);
              }}
            >
              <option value="">All banks</option>
              {banks.state.status === 'loaded' &&
                banks.state.data.data.map((b) => (
                  <option key={b.id} value={b.id}>
                    {b.name}
                  </option>
                ))}
            </NativeSelect.Field>
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root maxW="10rem">
          <Field.Label>Pincode</Field.Label>
          <Input
            size="sm"
            value={pincode}
            maxLength={6}
            inputMode="numeric"
            onChange={(e) => {
              setPincode(e.target.value);
              setPage(1);
            }}
          />
        </Field.Root>
        <Field.Root maxW="14rem">
          <Field.Label>Age</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              value={flagged}
              onChange={(e) => {
                setFlagged(e.target.value);
                setPage(1);
              }}
            >
              <option value="">Any age</option>
              <option value="true">Over {UNBILLED_FLAG_DAYS} days</option>
              <option value="false">{UNBILLED_FLAG_DAYS} days or less</option>
            </NativeSelect.Field>
          </NativeSelect.Root>
        </Field.Root>
        <Button size="sm" colorPalette="blue" disabled={!selected.size} loading={busy} onClick={start}>
          Start Bill ({selected.size} selected)
        </Button>
      </HStack>
      <Loaded state={state} title="unbilled cases" onRetry={reload}>
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
