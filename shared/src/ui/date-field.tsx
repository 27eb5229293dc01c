import { useState, type FocusEventHandler } from 'react';
import { HStack, IconButton, Input } from '@chakra-ui/react';
import { businessTimeZone } from 'shared/time';
import { Calendar } from './system-lazy';

export const DATE_PLACEHOLDER = 'YYYY-MM-DD';

/**
 * What the user typed, with the dashes of YYYY-MM-DD put in as digits arrive ("20261124" ->
 * "2026-11-24"). Text in another shape (24/11/2026) stays as typed, for the field's rule to refuse:
 * 08/12 means two different days in India and in the US, so it is never guessed.
 */
export function maskDate(text: string): string {
  if (!/^[\d-]*$/.test(text)) return text;
  const digits = text.replace(/-/g, '').slice(0, 8);
  const parts = [digits.slice(0, 4), digits.slice(4, 6), digits.slice(6, 8)].filter(Boolean);
  const typedDash = text.endsWith('-') && (digits.length === 4 || digits.length === 6);
  return parts.join('-') + (typedDash ? '-' : '');
}

export interface DateFieldProps {
  value: string;
  onChange(value: string): void;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  name?: string;
  id?: string;
  /** The field's label, for the calendar button's name ("Choose Due Date"). */
  label: string;
  /** When no visible label names the input (filters). */
  'aria-label'?: string;
  disabled?: boolean;
  readOnly?: boolean;
  size?: 'xs' | 'sm' | 'md';
  invalid?: boolean;
}

/**
 * The suite's one date control: a text box that shows and takes YYYY-MM-DD whatever the browser's
 * locale, beside a calendar (Chakra's date picker, loaded on first use) in the business time zone.
 */
export function DateField({ value, onChange, onBlur, name, id, label, disabled, readOnly, size = 'md', invalid, ...rest }: DateFieldProps) {
  // The calendar (and its chunk) is mounted on first use: typing never runs the picker.
  const [calendar, setCalendar] = useState(false);
  return (
    <HStack gap="1" width="full" align="stretch">
      <Input
        id={id}
        name={name}
        size={size}
        value={value}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder={DATE_PLACEHOLDER}
        maxLength={10}
        disabled={disabled}
        readOnly={readOnly}
        aria-invalid={invalid || undefined}
        aria-label={rest['aria-label']}
        onChange={(e) => onChange(maskDate(e.currentTarget.value))}
        onBlur={onBlur}
      />
      {!readOnly &&
        !disabled &&
        (calendar ? (
          <Calendar.DateCalendar value={value} onPick={onChange} label={label} size={size} timeZone={businessTimeZone()} />
        ) : (
          <IconButton size={size} variant="outline" aria-label={`Choose ${label}`} onClick={() => setCalendar(true)}>
            <CalendarIcon />
          </IconButton>
        ))}
    </HStack>
  );
}

export function CalendarIcon() {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
      <rect x="3" y="4" width="18" height="18" rx="2" />
      <path d="M16 2v4M8 2v4M3 10h18" />
    </svg>
  );
}
