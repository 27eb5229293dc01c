import { useMemo, useState } from 'react';
import { useCanView } from 'shared/core';
import type { ResourceRow } from 'shared/resources';
import { banksResource } from '../../model';
import { ApiKeysDialog } from './api-keys-dialog';
import { ClientMasterPage } from './client-master-page';

/**
 * /admin/bank (right bank_page): the firm's client banks, HFCs, NBFCs and corporates. Staff with the
 * bank master's right also issue and revoke each bank's API keys here (issue 27).
 */
export default function BanksPage() {
  const canView = useCanView();
  const [keysOf, setKeysOf] = useState<ResourceRow | null>(null);
  const keys = canView('bank_master_page');
  const actions = useMemo(() => (keys ? [{ id: 'api-keys', label: 'API keys', run: setKeysOf }] : []), [keys]);
  return (
    <>
      <ClientMasterPage
        desc={banksResource}
        staffActions={actions}
        branchNote="Your bank as the valuation firm holds it. To correct anything, contact the firm's office that serves your branch."
      />
      {keysOf && <ApiKeysDialog bank={keysOf} onClose={() => setKeysOf(null)} />}
    </>
  );
}
