import crypto from 'node:crypto';

/**
 * A domain model (the exports of `mfe-x/model`) compiled to what the API's validation depends on:
 * per resource (by API path) each field's name, type, wire type, options and whether it is
 * required. Labels, help, order and layout are left out, so changing them changes no hash.
 * The same function runs at a remote's build (tools/webpack/model-plugin.cjs, emitted as
 * model.json) and in the API (GET /api/models), so the release gate compares like with like.
 */
export interface FieldSchema {
  type: string;
  required?: boolean | 'create';
  valueType?: string;
  options?: string[];
  readOnly?: boolean;
  serverFills?: boolean;
}
export interface ModelDoc {
  /** sha256 of `resources` as canonical JSON (keys sorted). */
  hash: string;
  /** By API path: the fields by name. */
  resources: Record<string, Record<string, FieldSchema>>;
}

interface DescLike {
  name: string;
  path: string;
  fields: { name: string; type: string; required?: boolean | 'create'; valueType?: string; options?: readonly { value: string }[]; readOnly?: boolean; serverFills?: boolean; transient?: boolean }[];
}

const isDesc = (v: unknown): v is DescLike =>
  typeof v === 'object' && v !== null && Array.isArray((v as DescLike).fields) && typeof (v as DescLike).path === 'string' && typeof (v as DescLike).name === 'string';

/** JSON with object keys sorted at every level: one text per meaning. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined);
    return `{${entries
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

export function modelSchema(exports: Record<string, unknown>): ModelDoc {
  const resources: ModelDoc['resources'] = {};
  for (const value of Object.values(exports)) {
    if (!isDesc(value) || resources[value.path]) continue;
    const fields: Record<string, FieldSchema> = {};
    for (const f of value.fields) {
      if (f.transient) continue; // a confirmation or a route's own parameter: not the record's shape
      fields[f.name] = {
        type: f.type,
        required: f.required || undefined,
        valueType: f.valueType,
        options: f.options?.map((o) => o.value).sort(),
        readOnly: f.readOnly || undefined,
        serverFills: f.serverFills || undefined,
      };
    }
    resources[value.path] = fields;
  }
  const text = canonical(resources);
  return { hash: crypto.createHash('sha256').update(text).digest('hex'), resources: JSON.parse(text) as ModelDoc['resources'] };
}

/**
 * What the API (running `api`) would refuse of a remote built with `build`: fields it does not
 * accept, types and options it reads otherwise, and required fields the build's forms lack.
 * Empty when the API accepts every record the build can send.
 */
export function modelConflicts(label: string, api: ModelDoc, build: ModelDoc): string[] {
  // Compared field by field, not by hash: a hash in a file proves nothing about the fields beside it.
  const out: string[] = [];
  for (const [resource, fields] of Object.entries(build.resources)) {
    const served = api.resources[resource];
    if (!served) {
      out.push(`${label}'s model has the resource /api/${resource}, which the running API does not serve.`);
      continue;
    }
    for (const [name, f] of Object.entries(fields)) {
      if (f.readOnly) continue; // shown, never sent
      const a = served[name];
      if (!a || a.readOnly) {
        out.push(`${label} sends ${resource}.${name}, a field the running API does not accept.`);
        continue;
      }
      if (a.type !== f.type || (a.valueType ?? '') !== (f.valueType ?? '')) {
        out.push(`${label} sends ${resource}.${name} as ${f.valueType ?? f.type}; the running API reads it as ${a.valueType ?? a.type}.`);
      }
      const refused = (f.options ?? []).filter((o) => a.options && !a.options.includes(o));
      if (refused.length) out.push(`${label} offers ${resource}.${name} = ${refused.join(', ')}, which the running API refuses.`);
    }
    for (const [name, a] of Object.entries(served)) {
      if (a.required === true && !a.serverFills && !a.readOnly && !fields[name]) {
        out.push(`${label}'s forms lack ${resource}.${name}, which the running API requires.`);
      }
    }
  }
  return out;
}
