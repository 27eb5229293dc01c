import { useId, useState } from 'react';
import { HStack, Input } from '@chakra-ui/react';
// By file, as shared/core does: the 'shared/resources' module would load the description kit with every form.
import { isValidDate } from '../resources/resources/fields';
import { DateField, maskDate, type DateFieldProps } from './date-field';

const TIME_PLACEHOLDER = 'HH:mm';

/** "0930" -> "09:30" as digits arrive; other text stays as typed for the caller's check to refuse. */
function maskTime(text: string): string {
  if (!/^[\d:]*$/.test(text)) return text;
  const digits = text.replace(/:/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}:${digits.slice(2)}` : digits;
}

type Props = Omit<DateFieldProps, 'value' | 'onChange' | 'onBlur'> & {
  /** "YYYY-MM-DD HH:mm" on the business clock, or "" (partial text while typing). */
  value: string;
  onChange(value: string): void;
};

/**
 * A date and a 24-hour time, YYYY-MM-DD HH:mm whatever the browser's locale: the suite's DateField
 * beside a time box. The caller turns the wall-clock value into an instant with businessInstant.
 */
export function DateTimeField({ value, onChange, label, size = 'md', ...rest }: Props) {
  const [date = '', time = ''] = value.split(' ');
  const timeId = useId();
  const join = (d: string, t: string) => onChange(d || t ? `${d} ${t}` : '');
  return (
    <HStack gap="1" width="full" align="stretch">
      <DateField {...rest} size={size} label={label} value={date} onChange={(d) => join(d, time)} />
      <Input
        id={timeId}
        size={size}
        width="6.5rem"
        flexShrink={0}
        value={time}
        inputMode="numeric"
        autoComplete="off"
        placeholder={TIME_PLACEHOLDER}
        maxLength={5}
        aria-label={`${label} time (${TIME_PLACEHOLDER})`}
        disabled={rest.disabled}
        readOnly={rest.readOnly}
        onChange={(e) => join(date, maskTime(e.currentTarget.value))}
      />
    </HStack>
  );
}

/**
 * A date filter that applies as soon as the text is a whole date (or empty): typing "2026-1" keeps
 * the list as it is instead of sending half a date to the server.
 */
export function DateFilterField({ value, onChange, ...rest }: DateFieldProps) {
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    // the filter changed from outside (Back, a reset): show it
    setSeen(value);
    setText(value);
  }
  const edit = (v: string) => {
    const typed = maskDate(v);
    setText(typed);
    if (!typed || isValidDate(typed)) onChange(typed);
  };
  return <DateField {...rest} value={text} onChange={edit} />;
}
