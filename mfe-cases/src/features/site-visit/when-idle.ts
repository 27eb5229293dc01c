/** Runs `then` once the phone is idle (at most 3 s on; half a second where idle callbacks are missing); answers the cancel. */
export function whenIdle(then: () => void): () => void {
  if (typeof requestIdleCallback !== 'function') {
    const t = setTimeout(then, 500);
    return () => clearTimeout(t);
  }
  const id = requestIdleCallback(then, { timeout: 3000 });
  return () => cancelIdleCallback(id);
}
