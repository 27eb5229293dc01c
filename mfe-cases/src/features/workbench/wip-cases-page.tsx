import { useNavigate } from 'react-router-dom';
import { selectTopBarSearch, useAppSelector } from 'shared/core';
import { CaseList } from '../case-list/case-list';
import { TopBarMatches } from '../case-list/top-bar-matches';

/**
 * /admin/workInProgressCases (work_in_progress_case_page): cases being valued; open one in the
 * workbench. The top bar's search box (shown on this page only) searches this list by case no.,
 * applicant, bank reference or address, and above it offers the cases found by a bank's name or
 * the last digits of a case number.
 */
export default function WorkInProgressPage() {
  const navigate = useNavigate();
  const search = useAppSelector(selectTopBarSearch);
  const caseUrl = (id: number) => `/admin/viewWorkInProgress/${id}`;
  return (
    <>
      <TopBarMatches search={search} open={caseUrl} />
      <CaseList view="wip" search={search} actions={[{ id: 'open', label: 'Open', run: (row) => navigate(caseUrl(row.id)) }]} />
    </>
  );
}
