import { CalendarView, calendarRange, type CalendarMode } from 'shared/kit';
import { businessDate, businessTime } from 'shared/time';
import { useAppointmentsQuery } from '../case-list/cases-api';

type At = { mode: CalendarMode; anchor: string };

/** The site visits booked on the allocation page's cases, by IST day and time (the engineer named on each). */
export function AppointmentsCalendar({ mode, anchor, onChange }: At & { onChange(next: At): void }) {
  const range = calendarRange(mode, anchor);
  const { data, isError, error, isFetching, refetch } = useAppointmentsQuery(range);
  const rows = data?.data ?? [];
  const events = rows
    .filter((r) => r.appointment_at)
    .map((r) => ({
      key: r.id,
      start: businessDate(r.appointment_at!),
      time: businessTime(r.appointment_at!),
      title: `${r.case_no} ${r.applicant_name}${r.engineer_name ? ` · ${r.engineer_name}` : ''}`,
      tone: r.status === 'ALLOCATED' ? ('blue' as const) : ('gray' as const),
    }));
  const total = data?.total ?? 0;
  return (
    <CalendarView
      label="Appointments"
      events={events}
      mode={mode}
      anchor={anchor}
      onChange={onChange}
      status={isError ? 'failed' : isFetching && !data ? 'loading' : 'loaded'}
      error={(error as { message?: string } | undefined)?.message ?? null}
      onRetry={() => void refetch()}
      note={total > rows.length ? `Showing the first ${rows.length} of ${total} appointments: a week shows fewer at a time.` : null}
    />
  );
}
