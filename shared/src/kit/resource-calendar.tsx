import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ResourceDesc } from 'shared/resources';
import { Button, ButtonGroup } from 'shared/ui';
import { businessToday } from 'shared/time';
import { calendarDays, type CalendarMode } from './calendar-dates';
import { CalendarView } from './calendar-view';
import { resourceApi } from './resource-api';

const MODES = ['month', 'week'] as const;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

type CalendarAt = { mode: CalendarMode; anchor: string };

/** The page's view in its URL (`?calendar=month&on=2026-11-01`), so Back and a shared link keep it; no `calendar`: the list. */
export function useCalendarParams() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('calendar');
  const mode = (MODES as readonly string[]).includes(raw ?? '') ? (raw as CalendarMode) : null;
  const on = params.get('on') ?? '';
  const anchor = DAY.test(on) ? on : businessToday();
  const set = (next: CalendarAt | null) =>
    setParams((p) => {
      const q = new URLSearchParams(p);
      if (next) {
        q.set('calendar', next.mode);
        q.set('on', next.anchor);
      } else {
        q.delete('calendar');
        q.delete('on');
      }
      return q;
    });
  return { mode, anchor, set };
}

/** The first and the last day the calendar shows. */
export function calendarRange(mode: CalendarMode, anchor: string) {
  const days = calendarDays(mode, anchor);
  return { from: days[0]!, to: days[days.length - 1]! };
}

/** "List" and "Calendar": which view of the same records the page shows. */
export function CalendarSwitch({ label, at }: { label: string; at: ReturnType<typeof useCalendarParams> }) {
  return (
    <ButtonGroup size="sm" variant="outline" attached role="group" aria-label={`Show ${label} as`}>
      <Button aria-pressed={!at.mode} variant={at.mode ? 'outline' : 'solid'} onClick={() => at.set(null)}>
        List
      </Button>
      <Button
        aria-pressed={!!at.mode}
        variant={at.mode ? 'solid' : 'outline'}
        onClick={() => at.set({ mode: at.mode ?? 'month', anchor: at.anchor })}
      >
        Calendar
      </Button>
    </ButtonGroup>
  );
}

/**
 * A described resource's records on a calendar (its `calendar`): those the shown days hold (a span
 * overlapping them), read through the list endpoint with its date-range filters, at most one page
 * of the largest size (a note says when there are more).
 */
export function ResourceCalendar({
  desc,
  mode,
  anchor,
  onChange,
}: { desc: ResourceDesc } & CalendarAt & { onChange(next: CalendarAt): void }) {
  const cal = desc.calendar!;
  const { from, to } = calendarRange(mode, anchor);
  const end = cal.end ?? cal.start;
  const query = useMemo(
    () => ({
      page: 1,
      pageSize: desc.maxPageSize,
      sort: cal.start,
      order: 'asc' as const,
      filters: { [`${cal.start}_to`]: to, [`${end}_from`]: from },
    }),
    [desc.maxPageSize, cal.start, end, from, to],
  );
  const result = resourceApi(desc).list.useQuery(query);
  const rows = result.data?.data ?? [];
  const events = rows.map((r) => ({
    key: r.id,
    start: String(r[cal.start]).slice(0, 10),
    end: String(r[end] ?? r[cal.start]).slice(0, 10),
    title: cal.title(r),
    tone: cal.tone?.(r),
  }));
  const total = result.data?.total ?? 0;
  const title = desc.title;
  return (
    <CalendarView
      label={title}
      events={events}
      mode={mode}
      anchor={anchor}
      onChange={onChange}
      status={result.isError ? 'failed' : result.isFetching && !result.data ? 'loading' : 'loaded'}
      error={(result.error as { message?: string } | undefined)?.message ?? null}
      onRetry={() => void result.refetch()}
      note={total > rows.length ? `Showing the first ${rows.length} of ${total} ${title}: a week shows fewer at a time.` : null}
    />
  );
}
