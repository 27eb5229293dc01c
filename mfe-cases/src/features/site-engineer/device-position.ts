/**
 * The browser's position now, or null when the user or the device refuses. `maxAgeMs`: how old a
 * fix the phone may answer with (a checklist photo's evidence asks for a fresh one).
 */
export function devicePosition(maxAgeMs = 60_000): Promise<GeolocationPosition | null> {
  if (!('geolocation' in navigator)) return Promise.resolve(null);
  return new Promise((resolve) =>
    navigator.geolocation.getCurrentPosition(resolve, () => resolve(null), {
      enableHighAccuracy: true,
      timeout: 10_000,
      maximumAge: maxAgeMs,
    }),
  );
}
