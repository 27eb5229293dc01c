import { useState } from 'react';
import type { ApiError } from 'shared/core';
import { useCheckInMutation } from '../case-list/cases-api';
import { devicePosition } from './device-position';
import { notify } from './kit';

/** "Check in at site": the phone's position now, recorded as a visit to this case's site. */
export function SiteCheckIn({ caseId, caseNo }: { caseId: number; caseNo: string }) {
  const [busy, setBusy] = useState(false);
  const [checkInAtSite] = useCheckInMutation();
  const checkIn = async () => {
    setBusy(true);
    try {
      const pos = await devicePosition();
      if (!pos) {
        notify('error', 'Allow location access to check in.');
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
      notify('success', res.message);
    } catch (e) {
      notify('error', (e as ApiError).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      className="lt-btn"
      disabled={busy}
      aria-busy={busy}
      onClick={() => void checkIn()}
      aria-label={`Check in at site for ${caseNo}`}
    >
      {busy ? 'Checking in…' : 'Check in at site'}
    </button>
  );
}
