import { validateRecord } from 'shared/resources';
import { apfReportSections, apfResource, type ApfReport } from './index';

test('an approved APF needs its number, approval and validity, and is valid only after it was approved', () => {
  const base = { project_id: 1, bank_id: 2, requested_on: '2026-01-05', status: 'APPROVED' };
  expect(Object.keys(validateRecord(apfResource, base, 'create')).sort()).toEqual(['apf_no', 'approved_on', 'valid_to']);
  const approved = { ...base, apf_no: 'SBI/APF/1', approved_on: '2026-02-01' };
  expect(validateRecord(apfResource, { ...approved, valid_to: '2026-02-01' }, 'create')).toEqual({
    valid_to: 'Valid To must be after Approved On',
  });
  expect(validateRecord(apfResource, { ...approved, valid_to: '2027-01-31' }, 'create')).toEqual({});
  expect(validateRecord(apfResource, { ...base, status: 'REQUESTED' }, 'create')).toEqual({});
});

test('the APF report says each fact once per line, and what is missing', () => {
  const report: ApfReport = {
    project: { id: 1, name: 'Kalpataru Serenity', status: 'APF_APPROVED' },
    apfs: [
      {
        bank_name: 'SBI',
        status: 'APPROVED',
        apf_no: 'SBI/APF/1',
        requested_on: '2026-01-05',
        approved_on: '2026-02-01',
        valid_to: '2027-01-31',
      },
    ],
    listings: [],
    visits: [{ visited_on: '2026-03-01', engineer_name: 'Asha', overall_pct: 42.5 }],
    units: [{ status: 'MORTGAGED', count: 3, area: 2640 }],
    documents: [],
  };
  const lines = Object.fromEntries(apfReportSections(report).map((s) => [s.title, s.lines.length ? s.lines : [s.empty]]));
  expect(lines).toEqual({
    'APF approvals': ['SBI: Approved, APF No. SBI/APF/1, requested 2026-01-05, approved 2026-02-01, valid to 2027-01-31'],
    'Negative and NPA listings': ['Not listed by any bank.'],
    'Stage visits': ['2026-03-01: 42.5% overall (Asha)'],
    Inventory: ['Mortgaged: 3 units, 2,640 area'],
    Documents: ['No documents.'],
  });
});
