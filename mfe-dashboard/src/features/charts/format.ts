import { formatCount, formatMoney } from 'shared/core';
import type { DashboardValueFormat } from 'shared/resources';

/** A figure as people read it: Indian grouping, rupees, percent, days or hours. */
export function formatValue(value: number, format: DashboardValueFormat = 'count'): string {
  switch (format) {
    case 'money':
      return formatMoney(value);
    case 'percent':
      return `${value.toFixed(1)}%`;
    case 'days':
      return `${value.toFixed(1)} days`;
    case 'hours':
      return `${value.toFixed(1)} h`;
    case 'rating':
      return value.toFixed(1);
    default:
      return formatCount(value);
  }
}

const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });

/**
 * Short axis labels: 12,34,567 becomes 12.3L, 1,20,00,000 becomes 1.2Cr. Money has one format on
 * every chart, in lakh and crore: below a lakh it is whole rupees (₹80,000), never thousands (k).
 */
export function axisValue(value: number, format: DashboardValueFormat = 'count'): string {
  const abs = Math.abs(value);
  const prefix = format === 'money' ? '₹' : '';
  if (abs >= 1e7) return `${prefix}${(value / 1e7).toFixed(1)}Cr`;
  if (abs >= 1e5) return `${prefix}${(value / 1e5).toFixed(1)}L`;
  if (format === 'money') return rupees.format(value);
  if (abs >= 1e3) return `${(value / 1e3).toFixed(1)}k`;
  return `${Number.isInteger(value) ? value : value.toFixed(1)}`;
}

/** The named colours the API uses, readable on white. */
export const COLORS: Record<string, string> = {
  green: '#2f855a',
  yellow: '#d69e2e',
  blue: '#3182ce',
  orange: '#dd6b20',
  red: '#e53e3e',
  purple: '#805ad5',
  teal: '#319795',
  gray: '#718096',
  pink: '#d53f8c',
};
const FALLBACK = ['#3182ce', '#2f855a', '#dd6b20', '#805ad5', '#319795', '#d53f8c', '#718096', '#e53e3e'];

export const colorOf = (name: string | undefined, index: number) => (name && COLORS[name]) || FALLBACK[index % FALLBACK.length];
