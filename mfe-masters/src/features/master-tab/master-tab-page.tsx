import { useMemo, useState } from 'react';
import { useCanView } from 'shared/core';
import { ResourcePage } from 'shared/kit';
import { Tabs, Text } from 'shared/ui';
import { lookupDesc, MASTER_TABS } from './master-tabs';

/**
 * /admin/masterTab (right master_tab_page): one tab per master the user may view, read-only, for
 * quick look-ups (search, paging, export). Only the open tab loads its list.
 */
export default function MasterTabPage() {
  const canView = useCanView();
  const tabs = useMemo(() => MASTER_TABS.filter((t) => !t.right || canView(t.right)), [canView]);
  const [value, setValue] = useState<string | null>(null);
  if (!tabs.length) return <Text>You have no master to look up. Ask an administrator for the rights.</Text>;
  const current = tabs.some((t) => t.id === value) ? value! : tabs[0].id;
  return (
    <Tabs.Root value={current} onValueChange={(e) => setValue(e.value)} lazyMount unmountOnExit variant="line">
      <Tabs.List flexWrap="wrap">
        {tabs.map((t) => (
          <Tabs.Trigger key={t.id} value={t.id}>
            {t.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((t) => (
        <Tabs.Content key={t.id} value={t.id}>
          <ResourcePage desc={lookupDesc(t.desc)} heading={null} />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
