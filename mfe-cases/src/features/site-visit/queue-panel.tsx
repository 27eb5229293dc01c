import { dismiss, flush, retry } from './queue';
import type { QueuedAction } from './queue-store';
import { useVisitQueue } from './use-queue';

const NOUN: Record<QueuedAction['kind'], [string, string]> = {
  photo: ['photo', 'photos'],
  measurements: ['measurement', 'measurements'],
  sketch: ['sketch', 'sketches'],
  complete: ['visit completion', 'visit completions'],
};

/** "3 photos waiting to upload": what the phone still holds, by kind. */
function queueSummary(list: readonly QueuedAction[]): string | null {
  const waiting = list.filter((a) => a.state === 'waiting');
  if (!waiting.length) return null;
  const counts = new Map<QueuedAction['kind'], number>();
  for (const a of waiting) counts.set(a.kind, (counts.get(a.kind) ?? 0) + 1);
  const parts = [...counts].map(([k, n]) => `${n} ${NOUN[k][n === 1 ? 0 : 1]}`);
  return `${parts.join(', ')} waiting to upload`;
}

/** The queue on the engineer's page: what waits, what failed (retry)/**
 * The queue on the engineer's page: what waits, what failed (retry), what conflicts (shown until
 * read). Plain elements: the page starts without the UI kit (issue 31).
 */
export function QueuePanel({ userId }: { userId: number }) {
  const { actions, sending } = useVisitQueue(userId);
  const mine = actions.filter((a) => a.userId === userId);
  if (!mine.length) return null;
  const summary = queueSummary(mine);
  return (
    <section aria-label="Upload queue" className="lt-note">
      {summary && (
        <div className="lt-between" style={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <p className="lt-strong" role="status">
            {summary}
          </p>
          <button type="button" className="lt-btn lt-xs" onClick={() => void flush()} disabled={!!sending}>
            {sending ? 'Sending…' : 'Send now'}
          </button>
        </div>
      )}
      <ul className="lt-stack" style={{ listStyle: 'none', marginTop: '.5rem', gap: '.5rem' }}>
        {mine.map((a) => (
          <li key={a.key} className="lt-sm">
            {a.state === 'waiting' && (
              <p>
                {a.caseNo}: {a.label} {sending?.key === a.key ? '(sending…)' : '(waiting)'}
              </p>
            )}
            {a.state !== 'waiting' && (
              <div className="lt-alert" data-status={a.state === 'conflict' ? 'warning' : 'error'} role="alert">
                <p className="lt-strong">
                  {a.caseNo}: {a.label} {a.state === 'conflict' ? 'not recorded' : 'failed'}
                </p>
                <p>{a.error}</p>
                <div className="lt-row" style={{ marginTop: '.25rem' }}>
                  <button
                    type="button"
                    className="lt-btn lt-xs"
                    onClick={() => void retry(a)}
                    aria-label={`Retry ${a.label} of ${a.caseNo}`}
                  >
                    Retry
                  </button>
                  {a.state === 'conflict' && (
                    <button
                      type="button"
                      className="lt-btn lt-xs"
                      onClick={() => void dismiss(a)}
                      aria-label={`Dismiss ${a.label} of ${a.caseNo}`}
                    >
                      Dismiss
                    </button>
                  )}
                </div>
              </div>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
