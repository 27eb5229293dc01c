import { REGISTRY_URL } from 'shared/core';
import type { Registry } from 'shared/resources';

export interface PollResult {
  /** null: unchanged since `etag` (304). */
  registry: Registry | null;
  etag: string | null;
}

/** One conditional fetch of the registry: an unchanged registry costs a 304 with no body. */
export async function pollRegistry(etag: string | null, signal?: AbortSignal): Promise<PollResult> {
  const res = await fetch(REGISTRY_URL, {
    cache: 'no-store',
    credentials: 'same-origin',
    headers: etag ? { 'If-None-Match': etag } : {},
    signal,
  });
  if (res.status === 304) return { registry: null, etag };
  if (!res.ok) throw new Error(`registry answered ${res.status}`);
  return { registry: (await res.json()) as Registry, etag: res.headers.get('etag') };
}
