import { useCallback, useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import type { ApiError } from 'shared/core';
import { Alert, Box, Button, Grid, Spinner, Stack } from 'shared/ui';
import type { CaseDetail } from '../../model';
import { readCase } from '../case-list/case-api';
import { useActor } from '../case-list/use-actor';
import { CaseHeader } from './case-header';
import { MoveBar } from './move-bar';
import { SectionsForm } from './sections-form';
import { Timeline } from './timeline';
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
  const [state, setState] = useState<{ status: 'loading' | 'loaded' | 'failed'; detail?: CaseDetail; error?: ApiError }>({
    status: 'loading',
  });
  const [tick, setTick] = useState(0);
  const reload = useCallback(() => setTick((t) => t + 1), []);
  useEffect(() => {
    const c = new AbortController();
    readCase(id, c.signal).then(
      (detail) => setState({ status: 'loaded', detail }),
      (error: ApiError) => !c.signal.aborted && setState({ status: 'failed', error }),
    );
    return () => c.abort();
  }, [id, tick]);
  if (state.status === 'loading' && !state.detail) return <Spinner aria-label="Loading case" />;
  if (state.status === 'failed' || !state.detail) {
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title>{state.error?.message ?? 'The case could not be loaded.'}</Alert.Title>
        <Button size="sm" onClick={reload}>
          Retry
        </Button>
      </Alert.Root>
    );
  }
  const detail = state.detail;
  const readOnly = FROZEN.has(detail.status) || !actor.can('work_in_progress_case_page');
  return (
    <Stack gap="4">
      <CaseHeader detail={detail} />
      <MoveBar detail={detail} onMoved={reload} />
      <Grid templateColumns={{ base: '1fr', xl: '3fr 1fr' }} gap="4">
        <Box>
          <SectionsForm detail={detail} readOnly={readOnly} onSaved={(next) => setState({ status: 'loaded', detail: next })} />
        </Box>
        <Box>
          <Timeline detail={detail} />
        </Box>
      </Grid>
    </Stack>
  );
}
