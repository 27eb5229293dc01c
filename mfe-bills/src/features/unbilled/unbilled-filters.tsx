import type { ReactNode } from 'react';
import { Field, Input, NativeSelect } from 'shared/ui';
import { UNBILLED_FLAG_DAYS } from '../../model';
import { useBankLookupQuery, useUnbilledChoicesQuery } from '../../lib/bills-api';

export interface UnbilledFilter {
  bank_id: string;
  bank_branch_id: string;
  engineer_id: string;
  pincode: string;
  flagged: string;
}

function Choice({ label, value, onChange, children }: { label: string; value: string; onChange(v: string): void; children: ReactNode }) {
  return (
    <Field.Root maxW="16rem">
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.target.value)}>
          {children}
        </NativeSelect.Field>
      </NativeSelect.Root>
    </Field.Root>
  );
}

/** The unbilled list's filters: bank, that bank's branch, site engineer, pincode and age. */
export function UnbilledFilters({ value, onChange }: { value: UnbilledFilter; onChange(next: UnbilledFilter): void }) {
  const banks = useBankLookupQuery();
  const choices = useUnbilledChoicesQuery(value.bank_id ? Number(value.bank_id) : undefined);
  const set = (patch: Partial<UnbilledFilter>) => onChange({ ...value, ...patch });
  return (
    <>
      <Choice label="Bank" value={value.bank_id} onChange={(bank_id) => set({ bank_id, bank_branch_id: '' })}>
        <option value="">All banks</option>
        {banks.data?.map((b) => (
          <option key={b.id} value={b.id}>
            {b.name}
          </option>
        ))}
      </Choice>
      <Choice label="Bank Branch" value={value.bank_branch_id} onChange={(bank_branch_id) => set({ bank_branch_id })}>
        <option value="">{value.bank_id ? 'All branches' : 'Choose a bank first'}</option>
        {choices.data?.bank_branches.map((b) => (
          <option key={b.id} value={b.id}>
            {b.name}
          </option>
        ))}
      </Choice>
      <Choice label="Engineer" value={value.engineer_id} onChange={(engineer_id) => set({ engineer_id })}>
        <option value="">All engineers</option>
        {choices.data?.engineers.map((u) => (
          <option key={u.id} value={u.id}>
            {u.name}
          </option>
        ))}
      </Choice>
      <Field.Root maxW="10rem">
        <Field.Label>Pincode</Field.Label>
        <Input size="sm" value={value.pincode} maxLength={6} inputMode="numeric" onChange={(e) => set({ pincode: e.target.value })} />
      </Field.Root>
      <Choice label="Age" value={value.flagged} onChange={(flagged) => set({ flagged })}>
        <option value="">Any age</option>
        <option value="true">Over {UNBILLED_FLAG_DAYS} days</option>
        <option value="false">{UNBILLED_FLAG_DAYS} days or less</option>
      </Choice>
    </>
  );
}
