import { Alert, Heading, Spinner, Stack, Text } from 'shared/ui';
import type { Measurement, MeasureUnit } from '../../model';
import { ChecklistPhotos } from './checklist-photos';
import { CompleteVisit } from './complete-visit';
import { MeasurementsForm } from './measurements-form';
import { SketchPad } from './sketch-pad';
import { useVisitQueue } from './use-queue';
import { useSiteVisitQuery } from './visit-api';

/** The guided visit of one case on the phone: checklist photos, measurements, sketch, completion; all kept offline. */
export function GuidedVisit({ caseId, userId }: { caseId: number; userId: number }) {
  const { data: visit, error, isLoading } = useSiteVisitQuery(caseId);
  const { actions } = useVisitQueue(userId);
  if (isLoading) return <Spinner aria-label="Loading the visit" />;
  if (!visit)
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title>{(error as { message?: string } | undefined)?.message ?? 'The visit could not be loaded.'}</Alert.Title>
      </Alert.Root>
    );
  const mine = actions.filter((a) => a.caseId === caseId && a.userId === userId);
  const ticked = new Map<number, 'sent' | 'queued'>();
  for (const a of mine) if (a.kind === 'photo' && a.itemId != null) ticked.set(a.itemId, 'queued');
  for (const p of visit.photos) if (p.checklist_item_id != null) ticked.set(p.checklist_item_id, 'sent');
  const lastMeasured = [...mine].reverse().find((a) => a.kind === 'measurements')?.body as
    { unit: MeasureUnit; rows: Measurement[] } | undefined;
  const measured = lastMeasured ?? (visit.measurements.length ? { unit: visit.measure_unit ?? 'FT', rows: visit.measurements } : null);
  const sketchQueued = mine.some((a) => a.kind === 'sketch');
  return (
    <Stack gap="3" mt="2">
      <Heading size="xs" as="h3">
        Photo checklist
      </Heading>
      <ChecklistPhotos visit={visit} userId={userId} ticked={ticked} />
      <Heading size="xs" as="h3">
        Measurements
      </Heading>
      <MeasurementsForm visit={visit} userId={userId} initial={measured} />
      <Heading size="xs" as="h3">
        Sketch
      </Heading>
      {(visit.sketch_document_id || sketchQueued) && (
        <Text fontSize="sm">
          {sketchQueued ? 'Sketch waiting to upload; a new one replaces it.' : 'A sketch is saved; a new one replaces it.'}
        </Text>
      )}
      <SketchPad caseId={caseId} caseNo={visit.case.case_no} userId={userId} />
      <CompleteVisit visit={visit} userId={userId} ticked={new Set(ticked.keys())} queued={mine.some((a) => a.kind === 'complete')} />
    </Stack>
  );
}
