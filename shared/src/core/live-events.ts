import { useEffect } from 'react';
import type { TagDescription } from '@reduxjs/toolkit/query';
import { baseApi } from './base-api';
import { selectToken } from './session-slice';
import { useAppDispatch, useAppSelector } from './store';

/** One event of GET /api/events (a committed milestone; the server sends a branch login only its own cases'). */
export interface LiveEventData {
  id: number;
  event: string;
  case_id: number | null;
}

type Tags = (e: LiveEventData) => readonly TagDescription<string>[];
const refreshers = new Map<string, Set<Tags>>();

/**
 * A remote says which of its RTK Query tags an event makes stale (cases-api: every case list and
 * the moved case on 'case.moved'); every open screen using them refetches, whichever remote it is.
 */
export function refreshOnLiveEvent(event: string, tags: Tags): void {
  if (!refreshers.has(event)) refreshers.set(event, new Set());
  refreshers.get(event)!.add(tags);
}

/** Stale tags are sent in one batch at most this often: a burst of moves refetches each list once. */
const BATCH_MS = 250;

/**
 * The shell's one stream of live events while signed in: a fetch (the bearer token goes in a
 * header, which EventSource cannot send) read as Server-Sent Events, reconnecting after a drop
 * (2 s, doubling to 30 s). Answers the function that stops it.
 */
function streamLiveEvents(token: string, onEvent: (e: LiveEventData) => void): () => void {
  const ctl = new AbortController();
  let wait = 2000;
  const run = async () => {
    while (!ctl.signal.aborted) {
      try {
        const res = await fetch('/api/events', {
          headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
          signal: ctl.signal,
        });
        if (res.status === 401) return; // signed out or expired: the session's own handling takes over
        if (!res.ok || !res.body) throw new Error(`events: ${res.status}`);
        wait = 2000;
        const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
        let buf = '';
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buf += value;
          let end: number;
          while ((end = buf.indexOf('\n\n')) >= 0) {
            const data = /^data: (.*)$/m.exec(buf.slice(0, end))?.[1];
            buf = buf.slice(end + 2);
            if (data) onEvent(JSON.parse(data) as LiveEventData);
          }
        }
      } catch {
        if (ctl.signal.aborted) return;
      }
      await new Promise((r) => setTimeout(r, wait));
      wait = Math.min(wait * 2, 30_000);
    }
  };
  void run();
  return () => ctl.abort();
}

/** Started by the shell's signed-in layout: live events invalidate the tags remotes registered. */
export function useLiveEvents(): void {
  const token = useAppSelector(selectToken);
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (!token || typeof fetch !== 'function' || typeof TextDecoderStream === 'undefined') return;
    let pending: TagDescription<string>[] = [];
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = streamLiveEvents(token, (e) => {
      for (const tags of refreshers.get(e.event) ?? []) pending.push(...tags(e));
      if (!pending.length || timer) return;
      timer = setTimeout(() => {
        timer = undefined;
        dispatch(baseApi.util.invalidateTags(pending));
        pending = [];
      }, BATCH_MS);
    });
    return () => {
      stop();
      clearTimeout(timer);
    };
  }, [token, dispatch]);
}
