import { useLayoutEffect, useRef, type FocusEventHandler } from 'react';
import { Input, InputGroup } from '@chakra-ui/react';

/** The amount as typed, kept to what a rupee figure can be: digits, one point, two decimals ('7410000.5'). */
export function rawMoney(typed: string): string {
  const clean = typed.replace(/[^0-9.]/g, '');
  const point = clean.indexOf('.');
  const whole = (point < 0 ? clean : clean.slice(0, point)).replace(/^0+(?=\d)/, '');
  return point < 0
    ? whole
    : `${whole || '0'}.${clean
        .slice(point + 1)
        .replace(/\./g, '')
        .slice(0, 2)}`;
}

/** Indian digit grouping of a raw amount, as it is typed: '7410000.5' -> '74,10,000.5' (lakh, crore). */
export function groupIndian(raw: string): string {
  const [whole, decimals] = raw.split('.');
  const last3 = whole.slice(-3);
  const rest = whole.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',');
  const grouped = rest ? `${rest},${last3}` : last3;
  return decimals === undefined ? grouped : `${grouped}.${decimals}`;
}

const digitsBefore = (text: string, at: number) => text.slice(0, at).replace(/[^0-9.]/g, '').length;

/** Where the caret goes in `shown` so that `count` digits (or the point) stand before it. */
function caretAfter(shown: string, count: number): number {
  if (count <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < shown.length; i++) if (/[0-9.]/.test(shown[i]) && ++seen === count) return i + 1;
  return shown.length;
}

export interface MoneyInputProps {
  name: string;
  /** The raw amount ('7410000.50'), as the form keeps and sends it. */
  value: string;
  onChange(raw: string): void;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  readOnly?: boolean;
  placeholder?: string;
  id?: string;
  'aria-label'?: string;
}

/**
 * A rupee amount shown with Indian grouping while it is typed (74,10,000), the caret kept after
 * the digit just typed; the form sees the plain number text.
 */
export function MoneyInput({ value, onChange, ...rest }: MoneyInputProps) {
  const ref = useRef<HTMLInputElement>(null);
  const caret = useRef<number | null>(null);
  const shown = groupIndian(rawMoney(value));
  useLayoutEffect(() => {
    const el = ref.current;
    if (el && caret.current !== null && document.activeElement === el) {
      const at = caretAfter(shown, caret.current);
      el.setSelectionRange(at, at);
    }
    caret.current = null;
  }, [shown]);
  return (
    <InputGroup startElement="₹">
      <Input
        {...rest}
        ref={ref}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        value={shown}
        onChange={(e) => {
          caret.current = digitsBefore(e.target.value, e.target.selectionStart ?? e.target.value.length);
          onChange(rawMoney(e.target.value));
        }}
      />
    </InputGroup>
  );
}
