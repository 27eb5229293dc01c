import type { ResourceDesc } from './types';
import { fieldByName, isEmptyValue, optionLabel } from './fields';

/** The refusal of an illegal status change (or of a new record in a non-initial status), else null. */
export function statusFlowError(desc: ResourceDesc, from: unknown, values: Record<string, unknown>): string | null {
  const flow = desc.statusFlow;
  if (!flow || !Object.prototype.hasOwnProperty.call(values, flow.field)) return null;
  const to = values[flow.field];
  if (to === from || isEmptyValue(to)) return null;
  const field = fieldByName(desc, flow.field);
  // An unknown value is the field rule's to refuse ("Choose a valid Status").
  if (field?.options && !field.options.some((o) => o.value === String(to))) return null;
  const isNew = from === undefined || from === null;
  const allowed = isNew ? flow.initial : (flow.transitions[String(from)] ?? []);
  if (allowed.includes(String(to))) return null;
  return flow.message.replace('{from}', isNew ? 'new' : optionLabel(field, from)).replace('{to}', optionLabel(field, to));
}

/** The statuses a record in `from` may take (itself first), for the form's status options. */
export function nextStatuses(desc: ResourceDesc, from: unknown): string[] {
  const flow = desc.statusFlow;
  if (!flow) return [];
  if (from === undefined || from === null || from === '') return [...flow.initial];
  return [String(from), ...(flow.transitions[String(from)] ?? [])];
}
