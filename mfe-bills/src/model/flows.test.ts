import type { PageName } from 'shared/resources';
import { BILL_FLOW, CREDIT_NOTE_FLOW } from './flows';
import { moveError, movesFrom, toStatusFlow } from './workflow';

const rights =
  (...r: PageName[]) =>
  (p: PageName) =>
    r.includes(p);

describe('bill flow', () => {
  test('the happy path, each step by its level', () => {
    const path = ['DRAFT', 'INITIATED', 'APPROVED', 'CA_APPROVED', 'ISSUED'];
    const who: PageName[] = ['bill_initiation_page', 'bill_initiation_approval_page', 'level3_page', 'level3_page'];
    path.slice(1).forEach((to, i) => {
      expect(moveError(BILL_FLOW, path[i], to, { can: rights(who[i]) })).toBeNull();
      expect(moveError(BILL_FLOW, path[i], to, { can: rights() })?.status).toBe(403);
    });
  });
  test('skipping a level, a system move, a rejection without reason', () => {
    expect(moveError(BILL_FLOW, 'INITIATED', 'CA_APPROVED', { can: rights('level3_page') })?.status).toBe(409);
    expect(moveError(BILL_FLOW, 'ISSUED', 'PAID', { can: rights('level3_page') })?.status).toBe(403);
    expect(moveError(BILL_FLOW, 'ISSUED', 'PAID', { can: rights(), system: true })).toBeNull();
    expect(moveError(BILL_FLOW, 'INITIATED', 'REJECTED', { can: rights('bill_initiation_approval_page'), comment: '  ' })).toEqual({
      status: 400,
      message: 'A reason is required for this change.',
    });
    expect(moveError(BILL_FLOW, 'INITIATED', 'BOGUS', { can: rights() })?.status).toBe(400);
  });
  test('buttons offered follow the rights', () => {
    expect(movesFrom(BILL_FLOW, 'CA_APPROVED', rights('level3_page')).map((m) => m.to)).toEqual(['ISSUED', 'REJECTED']);
    expect(movesFrom(BILL_FLOW, 'ISSUED', rights('level3_page'))).toEqual([]);
    expect(toStatusFlow(CREDIT_NOTE_FLOW).transitions.DRAFT).toEqual(['APPROVED', 'CANCELLED']);
  });
});

describe('maker-checker', () => {
  test('each approval names the step whose maker may not make it, under a rule; a fully credited bill is CREDITED by the system', () => {
    const checks = (flow: typeof BILL_FLOW | typeof CREDIT_NOTE_FLOW) =>
      flow.moves.filter((m) => m.notBy).map((m) => `${m.from}>${m.to} not by ${m.notBy!.step} (${m.notBy!.rule})`);
    expect(checks(BILL_FLOW)).toEqual([
      'INITIATED>APPROVED not by INITIATED (initiator_not_approver)',
      'APPROVED>CA_APPROVED not by APPROVED (approver_not_ca)',
    ]);
    expect(checks(CREDIT_NOTE_FLOW)).toEqual([
      'DRAFT>APPROVED not by DRAFT (initiator_not_approver)',
      'APPROVED>ISSUED not by APPROVED (approver_not_ca)',
    ]);
    expect(moveError(BILL_FLOW, 'ISSUED', 'CREDITED', { can: rights('level3_page') })?.status).toBe(403);
    expect(moveError(BILL_FLOW, 'ISSUED', 'CREDITED', { can: rights(), system: true })).toBeNull();
  });
});
