import { useParams } from 'react-router-dom';
import { Alert, Box, Button, Grid, Spinner, Stack } from 'shared/ui';
import { useCaseQuery } from '../case-list/cases-api';
import { useActor } from '../case-list/use-actor';
import { CaseMails } from '../release-mail/case-mails';
import { CaseHeader } from './case-header';
import { MoveBar } from './move-bar';
import { StageStepper } from './stage-stepper';
import { ProjectAcknowledgement } from './project-acknowledgement';
import { SectionsForm } from './sections-form';
import { Timeline } from './timeline';
import { RevisionsPanel } from './revisions-panel';
import { SiteVisitPanel } from '../site-visit-review/site-visit-panel';
import { SitePhotos } from './site-photos';
import { frozenBy, frozenMessage } from '../../model';
import WorkInProgressPage from './wip-cases-page';

const FROZEN = new Set(['RELEASED', 'DISPATCHED', 'CLOSED', 'CANCELLED']);

/** /admin/viewWorkInProgress/{id}: the valuation workbench of one case (without an id: the list). */
export default function WorkbenchPage() {
  const { id } = useParams();
  if (!id || !/^[1-9][0-9]{0,9}$/.test(id)) return <WorkInProgressPage />;
  return <Workbench id={Number(id)} />;
}

function Workbench({ id }: { id: number }) {
  const actor = useActor();
  // A move or a save anywhere invalidates the case's tag: it is fetched again, no reload by hand.
  const { data: detail, error, isLoading, isError, refetch } = useCaseQuery(id);
  if (isLoading) return <Spinner aria-label="Loading case" />;
  if (isError || !detail) {
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title>{error?.message ?? 'The case could not be loaded.'}</Alert.Title>
        <Button size="sm" onClick={refetch}>
          Retry
        </Button>
      </Alert.Root>
    );
  }
  // Under review the valuation is frozen (the API answers 409 too): reviewers read what they approve.
  const frozen = frozenBy(detail);
  const readOnly = FROZEN.has(detail.status) || !!frozen || !actor.can('work_in_progress_case_page');
  return (
    <Stack gap="4">
      <CaseHeader detail={detail} />
      <StageStepper detail={detail} />
      <ProjectAcknowledgement detail={detail} />
      <MoveBar detail={detail} />
      {frozen && (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Title>{frozenMessage(frozen)}</Alert.Title>
        </Alert.Root>
      )}
      <Grid templateColumns={{ base: '1fr', xl: '3fr 1fr' }} gap="4">
        <Box>
          <SectionsForm detail={detail} readOnly={readOnly} />
        </Box>
        <Box>
          <Timeline detail={detail} />
          <RevisionsPanel caseId={detail.id} />
          <SitePhotos caseId={detail.id} />
          <SiteVisitPanel caseId={detail.id} />
          {detail.report_no && <CaseMails caseId={detail.id} />}
        </Box>
      </Grid>
    </Stack>
  );
}
