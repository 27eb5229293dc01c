import { Box, Button, ButtonGroup, HStack, ScrollRegion, Stack, Text } from 'shared/ui';
import { businessToday } from 'shared/time';
import { calendarDays, calendarTitle, dayName, stepAnchor, WEEKDAYS, type CalendarMode } from './calendar-dates';

/** One entry: a day (or a span of days, both ends included), with an optional time. */
export interface CalendarEvent {
  key: string | number;
  start: string;
  end?: string;
  time?: string;
  title: string;
  tone?: 'blue' | 'green' | 'orange' | 'red' | 'gray' | 'purple';
}

export interface CalendarViewProps {
  /** What the calendar shows, e.g. "Holidays": names the table and its buttons. */
  label: string;
  events: readonly CalendarEvent[];
  mode: CalendarMode;
  /** A day of the month or week shown (YYYY-MM-DD). */
  anchor: string;
  onChange(next: { mode: CalendarMode; anchor: string }): void;
  status?: 'loading' | 'failed' | 'loaded';
  error?: string | null;
  onRetry?(): void;
  /** A line under the title, e.g. that only the first 100 entries are drawn. */
  note?: string | null;
}

const css = {
  width: '100%',
  tableLayout: 'fixed',
  borderCollapse: 'collapse',
  '& th': { fontSize: 'xs', fontWeight: 'semibold', color: 'gray.700', py: '1', textAlign: 'start', px: '1' },
  // Positioned, so a day's screen-reader text (absolutely placed) stays inside the scrolling frame on a phone.
  '& td': { borderWidth: '1px', borderColor: 'gray.200', verticalAlign: 'top', p: '1', overflow: 'hidden', position: 'relative' },
  '& td[data-outside]': { bg: 'gray.50' },
  '& td[data-outside] .cal-no': { color: 'gray.600' },
  '& td[aria-current="date"] .cal-no': { bg: 'blue.700', color: 'white', borderRadius: 'full', px: '1.5' },
  '& .cal-no': { fontSize: 'xs', fontWeight: 'semibold', display: 'inline-block' },
  '& ul': { listStyleType: 'none', m: '0', p: '0', display: 'flex', flexDirection: 'column', gap: '0.5', mt: '0.5' },
  '& li': { fontSize: 'xs', lineHeight: 'short', borderLeftWidth: '3px', pl: '1', bg: 'gray.50', overflowWrap: 'anywhere' },
} as const;

const TONE = {
  blue: 'blue.600',
  green: 'green.600',
  orange: 'orange.600',
  red: 'red.600',
  gray: 'gray.500',
  purple: 'purple.600',
} as const;

/** The events on a day, spans included: whole-day ones first, then the timed ones by time. */
function eventsOn(events: readonly CalendarEvent[], day: string) {
  return events
    .filter((e) => e.start <= day && (e.end ?? e.start) >= day)
    .sort((a, b) => (a.time ?? '').localeCompare(b.time ?? '') || a.title.localeCompare(b.title));
}

/**
 * A month or week of days as a table (weeks from Monday), each day listing its entries; Previous,
 * Today and Next move it, Month and Week switch it. Today is marked (aria-current="date").
 */
export function CalendarView({ label, events, mode, anchor, onChange, status = 'loaded', error, onRetry, note }: CalendarViewProps) {
  const days = calendarDays(mode, anchor);
  const title = calendarTitle(mode, anchor);
  const month = anchor.slice(0, 7);
  const today = businessToday();
  const weeks = Array.from({ length: days.length / 7 }, (_, i) => days.slice(i * 7, i * 7 + 7));
  const unit = mode === 'month' ? 'month' : 'week';
  return (
    <Stack gap="2">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <ButtonGroup size="sm" variant="outline" attached>
          <Button aria-label={`Previous ${unit}`} onClick={() => onChange({ mode, anchor: stepAnchor(mode, anchor, -1) })}>
            ‹ Previous
          </Button>
          <Button onClick={() => onChange({ mode, anchor: today })}>Today</Button>
          <Button aria-label={`Next ${unit}`} onClick={() => onChange({ mode, anchor: stepAnchor(mode, anchor, 1) })}>
            Next ›
          </Button>
        </ButtonGroup>
        <Text as="h3" fontWeight="bold" aria-live="polite">
          {title}
        </Text>
        <ButtonGroup size="sm" variant="outline" attached role="group" aria-label={`${label} calendar view`}>
          {(['month', 'week'] as const).map((m) => (
            <Button
              key={m}
              aria-pressed={mode === m}
              variant={mode === m ? 'solid' : 'outline'}
              onClick={() => onChange({ mode: m, anchor })}
            >
              {m === 'month' ? 'Month' : 'Week'}
            </Button>
          ))}
        </ButtonGroup>
      </HStack>
      {note && <Text fontSize="sm">{note}</Text>}
      {status === 'failed' ? (
        <HStack>
          <Text color="red.700">{error ?? `The ${label.toLowerCase()} could not be loaded.`}</Text>
          {onRetry && (
            <Button size="sm" onClick={onRetry}>
              Retry
            </Button>
          )}
        </HStack>
      ) : (
        // Sized by the page, not by its table (contain): a phone scrolls the days in their own frame.
        <Box aria-busy={status === 'loading'} style={{ contain: 'inline-size' }}>
          <ScrollRegion label={`${label} calendar`}>
            <Box as="table" css={css} minW="42rem" aria-label={`${label}, ${title}`}>
              <thead>
                <tr>
                  {WEEKDAYS.map((d) => (
                    <th key={d} scope="col" abbr={d}>
                      {d.slice(0, 3)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {weeks.map((week) => (
                  <tr key={week[0]}>
                    {week.map((day) => {
                      const on = eventsOn(events, day);
                      return (
                        <td
                          key={day}
                          data-day={day}
                          data-outside={mode === 'month' && day.slice(0, 7) !== month ? '' : undefined}
                          aria-current={day === today ? 'date' : undefined}
                          style={{ height: mode === 'week' ? '12rem' : '6.5rem' }}
                        >
                          <span className="cal-no" aria-hidden="true">
                            {Number(day.slice(8))}
                          </span>
                          <Text as="span" srOnly>
                            {dayName(day)}
                            {on.length ? `, ${on.length} ${on.length === 1 ? 'entry' : 'entries'}` : ''}
                          </Text>
                          {on.length > 0 && (
                            <ul>
                              {on.map((e) => (
                                <Box as="li" key={e.key} borderColor={TONE[e.tone ?? 'blue']}>
                                  {e.time && <strong>{e.time} </strong>}
                                  {e.title}
                                </Box>
                              ))}
                            </ul>
                          )}
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </Box>
          </ScrollRegion>
        </Box>
      )}
    </Stack>
  );
}
