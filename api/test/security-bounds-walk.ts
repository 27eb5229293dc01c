/**
 * The parts of a JSON schema that accept input without a size bound (the house convention): a
 * string needs maxLength (or enum/const), an array maxItems and a bounded `items`, an object
 * `additionalProperties: false` (or a bounded schema with maxProperties). A free JSON value (a
 * node that admits several kinds) must bound each kind it admits; its depth is bounded by the
 * global input guard. Answers one line per unbounded part, by its path in the body.
 */
type Node = Record<string, unknown>;

export function unboundedParts(schema: unknown, at = 'body'): string[] {
  const s = schema as Node | undefined;
  if (!s || typeof s !== 'object') return [`${at}: no schema`];
  if (s.content) {
    return Object.entries(s.content as Record<string, { schema?: unknown }>).flatMap(([type, c]) =>
      unboundedParts(c.schema, `${at}[${type}]`),
    );
  }
  if ('enum' in s || 'const' in s) return [];
  const out: string[] = [];
  for (const k of ['anyOf', 'oneOf', 'allOf'] as const) {
    if (Array.isArray(s[k])) (s[k] as unknown[]).forEach((sub, i) => out.push(...unboundedParts(sub, `${at}.${k}[${i}]`)));
  }
  const declared = s.type === undefined ? (s.properties ? ['object'] : []) : [s.type].flat();
  if (!declared.length && !out.length && !s.anyOf && !s.oneOf && !s.allOf) return [`${at}: any value`];
  const kinds = new Set(declared as string[]);
  if (kinds.has('string') && typeof s.maxLength !== 'number' && !boundedPattern(s.pattern)) out.push(`${at}: string without maxLength`);
  if (kinds.has('array')) {
    if (typeof s.maxItems !== 'number') out.push(`${at}: array without maxItems`);
    if (s.items) out.push(...unboundedParts(s.items, `${at}[]`));
    else if (kinds.size === 1) out.push(`${at}[]: items without a schema`);
  }
  if (kinds.has('object')) {
    for (const [k, sub] of Object.entries((s.properties ?? {}) as Node)) out.push(...unboundedParts(sub, `${at}.${k}`));
    const extra = s.additionalProperties;
    if (extra === undefined || extra === true) {
      if (kinds.size === 1 || typeof s.maxProperties !== 'number') out.push(`${at}: open object (additionalProperties)`);
    } else if (extra !== false) {
      if (typeof s.maxProperties !== 'number') out.push(`${at}: additionalProperties without maxProperties`);
      out.push(...unboundedParts(extra, `${at}.*`));
    }
  }
  return out;
}

/** An anchored pattern without an open repetition (`*`, `+`, `{n,}`) bounds a string's length. */
function boundedPattern(pattern: unknown): boolean {
  return typeof pattern === 'string' && /^\^.*\$$/.test(pattern) && !/[*+]|\{\d+,\}/.test(pattern.replace(/\\./g, ''));
}
