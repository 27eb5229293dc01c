import { useCallback, useState } from 'react';
import { CalendarSwitch, useCalendarParams } from 'shared/kit';
import { Button, Stack } from 'shared/ui';
import type { ResourceRow } from 'shared/resources';
import { CaseList } from '../case-list/case-list';
import { AllocateDialog, type AllocateRow } from './allocate-dialog';
import { AppointmentsCalendar } from './appointments-calendar';

/** /admin/caseAllocation (case_allocation_page): allocate one or many cases to a site engineer. */
export default function CaseAllocationPage() {
  const [selected, setSelected] = useState<Set<number>>(() => new Set());
  const [rows, setRows] = useState<ResourceRow[]>([]);
  const [target, setTarget] = useState<AllocateRow[] | null>(null);
  const [tick, setTick] = useState(0);
  const onSelect = useCallback(
    (ids: number[], on: boolean) =>
      setSelected((s) => {
        const next = new Set(s);
        for (const id of ids)
          if (on) next.add(id);
          else next.delete(id);
        return next;
      }),
    [],
  );
  const picked = rows.filter((r) => selected.has(r.id)) as unknown as AllocateRow[];
  const calendar = useCalendarParams();
  if (calendar.mode) {
    return (
      <Stack gap="3" as="section" aria-label="Appointments">
        <CalendarSwitch label="cases" at={calendar} />
        <AppointmentsCalendar mode={calendar.mode} anchor={calendar.anchor} onChange={calendar.set} />
      </Stack>
    );
  }
  return (
    <>
      <CaseList
        view="allocation"
        selectable
        selected={selected}
        onSelect={onSelect}
        onRows={setRows}
        reloadKey={tick}
        actions={[{ id: 'allocate', label: 'Allocate', run: (row) => setTarget([row as unknown as AllocateRow]) }]}
        toolbar={
          <>
            <Button size="sm" colorPalette="blue" disabled={!picked.length} onClick={() => setTarget(picked)}>
              Allocate selected ({picked.length})
            </Button>
            <CalendarSwitch label="cases" at={calendar} />
          </>
        }
      />
      {target && (
        <AllocateDialog
          rows={target}
          onClose={() => setTarget(null)}
          onDone={() => {
            setSelected(new Set());
            setTick((t) => t + 1);
          }}
        />
      )}
    </>
  );
}
