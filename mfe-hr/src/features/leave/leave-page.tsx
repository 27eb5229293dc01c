import { useMemo, useRef, useState } from 'react';
import { selectUser, useAppSelector } from 'shared/core';
import { ResourcePage, type ResourcePageHandle, type RowAction } from 'shared/kit';
import type { ResourceRow } from 'shared/resources';
import { Stack, Text } from 'shared/ui';
import { LEAVE_FLOW, leaveBalancesResource, leaveRoles, leavesResource, type WorkflowMove } from '../../model';
import { MoveDialog } from '../workflow/move-dialog';
import { MyBalance, type MyBalanceHandle } from './my-balance';

/**
 * /admin/leaveManagement (right leave_management): apply for leave, the applications with the
 * moves of LEAVE_FLOW each person may make, and the balances per person, year and type.
 */
export default function LeavePage() {
  const me = useAppSelector(selectUser);
  const list = useRef<ResourcePageHandle>(null);
  const balances = useRef<ResourcePageHandle>(null);
  const mine = useRef<MyBalanceHandle>(null);
  const [pending, setPending] = useState<{ move: WorkflowMove<string>; row: ResourceRow } | null>(null);

  const actions = useMemo<RowAction[]>(
    () =>
      LEAVE_FLOW.moves.map((move) => ({
        id: move.id,
        label: move.label,
        destructive: move.destructive,
        show: (row) => !!me && move.from.includes(String(row.status)) && move.who.some((w) => leaveRoles(me, row).includes(w)),
        run: (row) => setPending({ move, row }),
      })),
    [me],
  );

  return (
    <Stack gap="10">
      <Text color="fg.muted">
        Days leave out Saturdays, Sundays and the holiday list. Balances cannot go below zero, except Leave Without Pay.
      </Text>
      <MyBalance ref={mine} />
      <ResourcePage ref={list} desc={leavesResource} rowActions={actions} afterSave={() => mine.current?.reload()} />
      <ResourcePage ref={balances} desc={leaveBalancesResource} />
      {pending && (
        <MoveDialog
          desc={leavesResource}
          move={pending.move}
          row={pending.row}
          onClose={() => setPending(null)}
          onDone={() => {
            list.current?.reload();
            balances.current?.reload();
            mine.current?.reload();
          }}
        />
      )}
    </Stack>
  );
}
