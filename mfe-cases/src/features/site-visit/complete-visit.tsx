import { useState } from 'react';
import { Button, Stack, Text, Textarea } from 'shared/ui';
import { completionRefusal, missingMandatory, type SiteVisit } from '../../model';
import { enqueue } from './queue';

/** "Complete visit": refused while a mandatory photo is missing, unless the engineer says why. */
export function CompleteVisit({
  visit,
  userId,
  ticked,
  queued,
}: {
  visit: SiteVisit;
  userId: number;
  ticked: ReadonlySet<number>;
  queued: boolean;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const missing = missingMandatory(visit.checklist, ticked);
  if (visit.completed_at)
    return (
      <Text fontSize="sm" fontWeight="bold">
        Visit completed{visit.missing_reason ? ` (missing photos: ${visit.missing_reason})` : ''}.
      </Text>
    );
  if (queued) return <Text fontSize="sm">Completion waiting to upload.</Text>;
  const complete = async () => {
    const refusal = completionRefusal(visit.checklist, ticked, reason);
    if (refusal) return setError(refusal);
    setError(null);
    await enqueue({
      userId,
      caseId: visit.case.id,
      caseNo: visit.case.case_no,
      kind: 'complete',
      label: 'Visit completion',
      body: { reason: missing.length ? reason.trim() : null },
    });
  };
  return (
    <Stack gap="2">
      {missing.length > 0 && (
        <Textarea
          size="sm"
          aria-label="Reason mandatory photos are missing"
          placeholder={`Why is there no photo of ${missing.map((m) => m.item).join(', ')}?`}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
      )}
      {error && (
        <Text color="red.600" fontSize="sm" role="alert">
          {error}
        </Text>
      )}
      <Button size="sm" colorPalette="green" onClick={() => void complete()}>
        Complete visit
      </Button>
    </Stack>
  );
}
