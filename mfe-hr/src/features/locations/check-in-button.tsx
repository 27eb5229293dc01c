import { useState } from 'react';
import type { ApiError } from 'shared/core';
import { Button, errorPopup, successPopup } from 'shared/ui';
import { useCheckInMutation } from '../../lib/hr-api';
import { checkInResource } from '../../model';

/**
 * The phone's "Check in": sends the device position (with its accuracy) as the signed-in person's.
 * The mutation invalidates the check-ins' tag, so the positions shown fetch again.
 */
export function CheckInButton() {
  const [busy, setBusy] = useState(false);
  const [send] = useCheckInMutation();
  const checkIn = () => {
    if (!('geolocation' in navigator)) {
      void errorPopup('Check In', 'This device cannot tell its position.');
      return;
    }
    setBusy(true);
    navigator.geolocation.getCurrentPosition(
      async (pos) => {
        try {
          await send({
            lat: Number(pos.coords.latitude.toFixed(6)),
            lng: Number(pos.coords.longitude.toFixed(6)),
            accuracy_m: Math.round(pos.coords.accuracy * 10) / 10,
          }).unwrap();
          await successPopup(checkInResource.messages.created);
        } catch (e) {
          void errorPopup('Check In', (e as ApiError).message);
        } finally {
          setBusy(false);
        }
      },
      (err) => {
        setBusy(false);
        void errorPopup(
          'Check In',
          err.code === err.PERMISSION_DENIED ? 'Allow location access to check in.' : 'The position could not be found. Try again outside.',
        );
      },
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    );
  };
  return (
    <Button onClick={checkIn} loading={busy}>
      Check in here
    </Button>
  );
}
