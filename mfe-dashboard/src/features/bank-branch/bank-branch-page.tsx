import { useState } from 'react';
import { selectLogin, useAppSelector } from 'shared/core';
import { Field, NativeSelect, Skeleton } from 'shared/ui';
import { useBankBranchOptionsQuery } from '../../api/dashboard-api';
import { LoadFailed } from '../charts/load-state';
import { PanelPage } from '../panels/panel-page';

/** Staff pick any bank branch; the panel loads once one is chosen. */
function BankBranchPicker() {
  const options = useBankBranchOptionsQuery();
  const [id, setId] = useState<number | undefined>();
  if (options.error) return <LoadFailed what="bank branches" error={options.error} onRetry={() => void options.refetch()} />;
  if (!options.data) return <Skeleton h="10" w="72" />;
  const chosen = id ?? options.data[0]?.id;
  const picker = (
    <Field.Root w={{ base: 'full', md: '96' }} mb="3">
      <Field.Label>Bank branch</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={chosen ? String(chosen) : ''} bg="white" onChange={(e) => setId(Number(e.currentTarget.value))}>
          {options.data.map((o) => (
            <option key={o.id} value={String(o.id)}>{`${o.bank_name}, ${o.branch_name}${o.city ? ` (${o.city})` : ''}`}</option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
  return <PanelPage name="bank-branch" showBranch={false} extra={{ bank_branch_id: chosen }} toolbar={picker} />;
}

/**
 * /admin/branchDashboard: a bank branch's cases; a branch login sees its own branch. Its request
 * form and own requests (mfe-cases) are shown above by the shell, which that page asked for.
 */
export default function BankBranchPage() {
  const login = useAppSelector(selectLogin);
  if (login?.branch) return <PanelPage name="bank-branch" showBranch={false} />;
  return <BankBranchPicker />;
}
