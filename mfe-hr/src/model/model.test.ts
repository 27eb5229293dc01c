import { leaveDays } from './leave-days';
import { LEAVE_FLOW, leaveRoles, leavesResource } from './leave';
import { moveError, movesFor, toStatusFlow } from './workflow';
import { TICKET_FLOW, ticketRoles } from './tickets';
import { renderLetter, rupeesForPrint, unknownPlaceholders } from './letters';
import { applicantRoles, APPLICANT_FLOW } from './applicants';

describe('leave days', () => {
  const none = new Set<string>();
  test('weekends are not counted (2026-12-04 is a Friday, 2026-12-07 a Monday)', () => {
    expect(leaveDays('2026-12-04', '2026-12-07', 'NONE', none)).toBe(2);
    expect(leaveDays('2026-12-05', '2026-12-06', 'NONE', none)).toBe(0);
  });
  test('holidays are not counted and half days count half', () => {
    expect(leaveDays('2026-12-21', '2026-12-25', 'NONE', new Set(['2026-12-25']))).toBe(4);
    expect(leaveDays('2026-12-21', '2026-12-25', 'BOTH', new Set(['2026-12-25']))).toBe(3.5);
    expect(leaveDays('2026-12-21', '2026-12-21', 'BOTH', none)).toBe(0.5);
    expect(leaveDays('2026-12-21', '2026-12-22', 'LAST', none)).toBe(1.5);
  });
  test('bad ranges answer null', () => {
    expect(leaveDays('2026-12-22', '2026-12-21', 'NONE', none)).toBeNull();
    expect(leaveDays('2026-02-30', '2026-03-02', 'NONE', none)).toBeNull();
  });
  test('the form refuses a To Date before the From Date with the spec words', () => {
    expect(leavesResource.check!({ from_date: '2026-12-22', to_date: '2026-12-21' })).toEqual({
      to_date: 'To Date cannot be before From Date',
    });
  });
});

const leaveAll = [{ page: { name: 'leave_approval_all' as const }, view_status: '1' as const }];

describe('workflows declared once', () => {
  test('nobody approves their own leave; the manager and admins do', () => {
    const row = { user_id: 7, reporting_manager_id: 3, status: 'PENDING' };
    expect(movesFor(LEAVE_FLOW, 'PENDING', leaveRoles({ id: 7, rights: leaveAll }, row)).map((m) => m.id)).toEqual(['cancel']);
    expect(movesFor(LEAVE_FLOW, 'PENDING', leaveRoles({ id: 3, rights: [] }, row)).map((m) => m.id)).toEqual([
      'approve',
      'reject',
      'cancel',
    ]);
    expect(leaveRoles({ id: 9, rights: [] }, row)).toEqual([]);
    // The power is the right leave_approval_all, never the login kind.
    expect(leaveRoles({ id: 9, rights: leaveAll }, row)).toEqual(['approver']);
  });
  test('refusals say why', () => {
    expect(moveError(LEAVE_FLOW, 'reject', 'PENDING', ['approver'], ' ')).toEqual({
      reason: 'comment',
      message: 'A comment is required for this action.',
    });
    expect(moveError(LEAVE_FLOW, 'approve', 'APPROVED', ['approver'], undefined)?.reason).toBe('state');
    expect(moveError(TICKET_FLOW, 'resolve', 'IN_PROGRESS', ticketRoles({ id: 1, rights: [] }, { raised_by: 1 }), 'done')?.reason).toBe(
      'role',
    );
    expect(
      moveError(APPLICANT_FLOW, 'master_approve', 'MASTER', applicantRoles({ id: 1, rights: [] }, { branch_head_id: 1 }), undefined)
        ?.reason,
    ).toBe('role');
  });
  test('the status flow the kit checks is derived from the moves', () => {
    expect(toStatusFlow(TICKET_FLOW, 'x').transitions).toEqual({
      OPEN: ['IN_PROGRESS', 'RESOLVED'],
      IN_PROGRESS: ['RESOLVED'],
      RESOLVED: ['CLOSED', 'OPEN'],
      CLOSED: ['OPEN'],
    });
  });
});

describe('letters', () => {
  test('placeholders are filled and unknown ones are named', () => {
    expect(renderLetter('Dear {{name}}, {{ salary }}.', { name: 'Asha', salary: rupeesForPrint(600000) })).toBe('Dear Asha, ₹ 6,00,000.');
    expect(unknownPlaceholders('{{name}} {{nmae}}')).toEqual(['nmae']);
  });
});
