// Loaded on demand by date-field.tsx (through system-lazy.tsx) with its recipe: the calendar and
// its date library ship only with pages that show a date field.
import { useMemo, useState } from 'react';
import { IconButton, Portal } from '@chakra-ui/react';
import { DatePicker, parseDate } from '@chakra-ui/react/date-picker';
import { datePickerSlotRecipe } from '@chakra-ui/react/theme';
import { addRecipes } from './system';
import { CalendarIcon } from './date-field';

addRecipes({ slotRecipes: { datePicker: datePickerSlotRecipe } });

function safeParse(value: string) {
  try {
    return /^\d{4}-\d{2}-\d{2}$/.test(value) ? parseDate(value) : undefined;
  } catch {
    return undefined;
  }
}

export interface DateCalendarProps {
  value: string;
  onPick(value: string): void;
  label: string;
  size: 'xs' | 'sm' | 'md';
  timeZone: string;
}

/** The calendar button and its month view; a picked day comes back as YYYY-MM-DD. */
function DateCalendar({ value, onPick, label, size, timeZone }: DateCalendarProps) {
  // Mounted by the user's click on the calendar button: it opens at once.
  const [open, setOpen] = useState(true);
  // A stable value: zag compares by identity, and a new array each render loops.
  const picked = useMemo(() => {
    const day = safeParse(value);
    return day ? [day] : [];
  }, [value]);
  return (
    <DatePicker.Root
      open={open}
      onOpenChange={(e) => setOpen(e.open)}
      value={picked}
      onValueChange={(e) => {
        const day = e.value[0];
        if (day) onPick(day.toString().slice(0, 10));
        setOpen(false);
      }}
      timeZone={timeZone}
      locale="en-CA"
      positioning={{ placement: 'bottom-end' }}
      width="auto"
    >
      <DatePicker.Control>
        <DatePicker.Trigger asChild>
          <IconButton size={size} variant="outline" aria-label={`Choose ${label}`}>
            <CalendarIcon />
          </IconButton>
        </DatePicker.Trigger>
      </DatePicker.Control>
      <Portal>
        <DatePicker.Positioner>
          <DatePicker.Content>
            <DatePicker.View view="day">
              <DatePicker.Header />
              <DatePicker.DayTable />
            </DatePicker.View>
            <DatePicker.View view="month">
              <DatePicker.Header />
              <DatePicker.MonthTable />
            </DatePicker.View>
            <DatePicker.View view="year">
              <DatePicker.Header />
              <DatePicker.YearTable />
            </DatePicker.View>
          </DatePicker.Content>
        </DatePicker.Positioner>
      </Portal>
    </DatePicker.Root>
  );
}

export const Calendar = { DateCalendar };
