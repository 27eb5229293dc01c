import { Link, useLocation } from 'react-router-dom';
import { selectLogin, useAppSelector } from 'shared/core';
import { ResourcePage } from 'shared/kit';
import { Alert, Stack } from 'shared/ui';
import { myOnlineRequestsResource } from '../../model';
import { RequestForm } from './request-form';
import { SheetImport } from './sheet-import';

/**
 * /admin/requestValuation, a bank-branch login's page, which the shell also shows at the top of its
 * Branch Dashboard (pages.ts `inside`): request a valuation, send many as a sheet, and follow its
 * own branch's requests with their status and any rejection reason. The API answers only that
 * branch's requests.
 */
export default function RequestValuationPage() {
  const login = useAppSelector(selectLogin);
  const { pathname } = useLocation();
  if (!login?.branch) {
    // Shown inside the Branch Dashboard, the page is the branch login's alone: staff see the dashboard.
    if (pathname.toLowerCase() !== '/admin/requestvaluation') return null;
    return (
      <Alert.Root status="info" m="4">
        <Alert.Indicator />
        <Alert.Title>
          Bank branches send their requests here. Staff work them on <Link to="/admin/CasesUplaodedOnline">Cases Uploaded Online</Link>.
        </Alert.Title>
      </Alert.Root>
    );
  }
  return (
    <Stack gap="5">
      <RequestForm />
      <SheetImport />
      <ResourcePage desc={myOnlineRequestsResource} heading="My requests" />
    </Stack>
  );
}
