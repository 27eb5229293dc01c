import { useState } from 'react';
import type { ApiError } from 'shared/core';
import { Button, toaster } from 'shared/ui';
import { useCheckInMutation } from '../case-list/cases-api';
import { devicePosition } from './device-position';

/** "Check in at site": the phone's position now, recorded as a visit to this case's site. */
export function SiteCheckIn({ caseId, caseNo }: { caseId: number; caseNo: string }) {
  const [busy, setBusy] = useState(false);
  const [checkInAtSite] = useCheckInMutation();
  const checkIn = async () => {
    setBusy(true);
    try {
      const pos = await devicePosition();
      if (!pos) {
        toaster.create({ type: 'error', title: 'Allow location access to check in.' });
        return;
      }
      const res = await checkInAtSite({
        caseId,
        body: {
          lat: Number(pos.coords.latitude.toFixed(6)),
          lng: Number(pos.coords.longitude.toFixed(6)),
          accuracy_m: Number.isFinite(pos.coords.accuracy) ? Math.round(pos.coords.accuracy * 10) / 10 : null,
        },
      }).unwrap();
      toaster.create({ type: 'success', title: res.message });
    } catch (e) {
      toaster.create({ type: 'error', title: (e as ApiError).message });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="sm" variant="outline" loading={busy} onClick={() => void checkIn()} aria-label={`Check in at site for ${caseNo}`}>
      Check in at site
    </Button>
  );
}
