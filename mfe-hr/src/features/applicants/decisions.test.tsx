import { screen, within } from '@testing-library/react';
import { renderApp } from '../../../../tools/jest/render';
import { Decisions } from './decisions';

const at = '2026-11-29T04:00:00.000Z';

test('a master approval names its template as it was and the rights it gave, in words', () => {
  renderApp(
    <Decisions
      reviews={[
        { move: 'branch_approve', reason: null, role: null, template: null, rights_given: null, by_name: 'Asha', at },
        {
          move: 'master_approve',
          reason: null,
          role: 'Level-1',
          template: 'Level-1',
          rights_given: ['dashboard_page', 'applicant_final_approval'],
          by_name: 'Hema',
          at,
        },
        { move: 'master_approve', reason: null, role: 'others', template: 'Empty Desk', rights_given: [], by_name: 'Hema', at },
      ]}
    />,
  );
  const lines = within(screen.getByRole('region', { name: 'Decisions' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);
  expect(lines).toEqual([
    '2026-11-29 · Branch Head Approval by Asha',
    '2026-11-29 · Master Approval by Hema · role Level-1 · template Level-1 · 2 rights given: Dashboard page, Final approval of applicants (Master Approval)',
    '2026-11-29 · Master Approval by Hema · role others · template Empty Desk · 0 rights given',
  ]);
});
