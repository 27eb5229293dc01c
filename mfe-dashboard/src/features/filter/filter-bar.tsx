import { useState, type FormEvent } from 'react';
import { isValidDate } from 'shared/core';
import type { DashboardFilter } from 'shared/resources';
import { Button, DateField, Field, Flex, NativeSelect, errorPopup } from 'shared/ui';

export interface BranchOption {
  id: number;
  name: string;
}

export interface FilterBarProps {
  initial: DashboardFilter;
  onSubmit(filter: DashboardFilter): void;
  /** The branch choices ("All" comes first); undefined hides the branch select. */
  branches?: BranchOption[];
  /** Hide the dates for pages that show figures as of now. */
  showDates?: boolean;
  busy?: boolean;
}

/** Branch, From Date and To Date (YYYY-MM-DD) with Submit; refuses a To Date before the From Date. */
export function FilterBar({ initial, onSubmit, branches, showDates = true, busy }: FilterBarProps) {
  const [branch, setBranch] = useState(String(initial.branch_id));
  const [from, setFrom] = useState(initial.from_date);
  const [to, setTo] = useState(initial.to_date);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (showDates && ((from && !isValidDate(from)) || (to && !isValidDate(to)))) {
      void errorPopup('Invalid Date Range', 'Write both dates as YYYY-MM-DD.');
      return;
    }
    if (showDates && (!from || !to || to < from)) {
      void errorPopup('Invalid Date Range', from && to ? 'To Date cannot be before From Date' : 'Choose a From Date and a To Date.');
      return;
    }
    onSubmit({ branch_id: branch === 'all' ? 'all' : Number(branch), from_date: from, to_date: to });
  };

  return (
    <Flex as="form" onSubmit={submit} gap="3" align="end" wrap="wrap" mb="4" role="search" aria-label="Dashboard filter">
      {branches && (
        <Field.Root w={{ base: 'full', sm: '56' }}>
          <Field.Label>Branch</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field value={branch} onChange={(e) => setBranch(e.currentTarget.value)} bg="white">
              <option value="all">All</option>
              {branches.map((b) => (
                <option key={b.id} value={String(b.id)}>
                  {b.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      )}
      {showDates && (
        <>
          <Field.Root w={{ base: 'full', sm: '44' }}>
            <Field.Label>From Date</Field.Label>
            <DateField size="sm" label="From Date" value={from} onChange={setFrom} />
          </Field.Root>
          <Field.Root w={{ base: 'full', sm: '44' }}>
            <Field.Label>To Date</Field.Label>
            <DateField size="sm" label="To Date" value={to} onChange={setTo} />
          </Field.Root>
        </>
      )}
      <Button type="submit" size="sm" colorPalette="blue" loading={busy} loadingText="Submit">
        Submit
      </Button>
    </Flex>
  );
}
