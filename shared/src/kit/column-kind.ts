import { fieldByName, type ColumnDesc, type ResourceDesc } from 'shared/resources';

/**
 * How a column lays out its cells, decided by what it holds:
 * - 'num': money and numbers: never wrap, right-aligned, tabular figures;
 * - 'nowrap': dates, codes and options, phone numbers, e-mails and identifiers: never wrap;
 * - 'long': long free text: clipped to two lines, the whole value on hover and focus;
 * - 'text': wraps between words only (never inside one).
 */
export type ColumnKind = 'num' | 'nowrap' | 'long' | 'text';

const IDENTIFIER =
  /(^id$|_id$|_no$|^no$|_code$|^code$|number$|mobile|phone|pincode|ifsc|gstin|pan$|pancard|email|e_mail|_ref|^ref|hsn|sac|tan$|year$)/i;
const FORMATTED = new Set(['pan', 'aadhaar', 'ifsc', 'pincode', 'mobile', 'gstin', 'email']);

export function columnKind(desc: ResourceDesc, column: ColumnDesc): ColumnKind {
  switch (column.format) {
    case 'money':
    case 'number':
      return 'num';
    case 'date':
    case 'datetime':
    case 'option':
    case 'aadhaar':
      return 'nowrap';
    default:
      break;
  }
  const field = fieldByName(desc, column.field);
  if (field?.format && FORMATTED.has(field.format)) return 'nowrap';
  if (field?.type === 'email') return 'nowrap';
  if (IDENTIFIER.test(column.field)) return 'nowrap';
  if (field?.type === 'textarea' || field?.type === 'json') return 'long';
  if (/(address|description|remarks?|comments?|notes?|observations|message|subject|details|reason)$/i.test(column.field)) return 'long';
  return 'text';
}
