import type { FieldDesc, ResourceDesc } from 'shared/resources';
import { anyJson, binary, bool, dataOf, day, decimal, int, listOf, nullable, object, text, time } from '../http/answer-schemas';

type Json = Record<string, unknown>;

/**
 * The response schemas of a described resource's routes, from its description: each stored field
 * with its type, the kit's own keys typed; the resource's lookup labels and computed columns (its
 * selection and `toDto`) are kept as they come (`additionalProperties`). Tests run with
 * CHECK_RESPONSES=1, so a field answered in another type than described fails (http/responses.ts).
 */

/** A stored field as answered (JSON columns as stored; numbers may come as numeric text). */
function answeredField(field: FieldDesc): Json {
  switch (field.type) {
    case 'number':
    case 'money':
      return nullable(decimal);
    case 'select':
      return nullable(field.valueType === 'integer' ? int : text);
    case 'date':
      return nullable(day);
    case 'multiselect':
    case 'tags':
    case 'json':
    case 'file':
      return anyJson;
    default:
      return nullable(text);
  }
}

/** One record as the kit answers it. */
export function recordAnswer(desc: ResourceDesc): Json {
  const properties: Json = { id: int, version: int, created_at: time, updated_at: time };
  for (const f of desc.fields) if (!f.transient && f.type !== 'password') properties[f.storeAs ?? f.name] = answeredField(f);
  return object(properties, { open: true });
}

/** The kit's answers by route, from one record schema. */
export function kitAnswers(desc: ResourceDesc) {
  const record = recordAnswer(desc);
  // A module may add to a record's answer (e.g. a webhook's signing secret, answered once at its creation).
  const one = object({ data: record, message: text }, { open: true, required: ['data'] });
  return {
    list: {
      // A resource's list may add its own figures beside the page (e.g. the sum of a column).
      200: object(
        { data: listOf(record), total: int, page: int, pageSize: int, totalCapped: bool, next: text, prev: text },
        { open: true, required: ['data', 'total'] },
      ),
    },
    count: { 200: object({ total: int }, { required: ['total'] }) },
    read: { 200: one },
    created: { 201: one },
    updated: { 200: one },
    removed: { 200: dataOf(object({ id: int })) },
    bulk: { 200: object({ count: int, message: text }) },
    file: { 200: binary('The stored file, as uploaded') },
    csv: { 200: binary('CSV of the list (UTF-8 with a byte-order mark)') },
    xlsx: { 200: binary('The list as a spreadsheet') },
  };
}
