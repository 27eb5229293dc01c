import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors';

/** Deeper than any form of this product; bounds every recursive walk over a body (no stack overflow). */
const MAX_DEPTH = 32;
const NUL_MESSAGE = 'A field contains a character that is not allowed (NUL).';
const DEPTH_MESSAGE = `The request is nested too deeply (at most ${MAX_DEPTH} levels).`;

/** The first problem of a parsed value: a NUL character (in a key or a text) or nesting beyond MAX_DEPTH. */
function inputProblem(value: unknown): string | null {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length) {
    const [v, depth] = stack.pop()!;
    if (typeof v === 'string') {
      if (v.includes('\u0000')) return NUL_MESSAGE;
    } else if (v && typeof v === 'object') {
      if (depth >= MAX_DEPTH) return DEPTH_MESSAGE;
      if (Buffer.isBuffer(v)) continue;
      for (const [k, item] of Object.entries(v)) {
        if (k.includes('\u0000')) return NUL_MESSAGE;
        stack.push([item, depth + 1]);
      }
    }
  }
  return null;
}

/** A text as a multipart part or a JSON body may carry it: NUL is refused everywhere. */
export function assertCleanText(field: string, text: string): void {
  if (text.includes('\u0000')) throw new HttpError(400, NUL_MESSAGE, { [field]: NUL_MESSAGE });
}

/**
 * One guard for every route, before schemas and handlers: PostgreSQL text cannot hold NUL (it
 * answered 500 from login, reset, register and the reports), and a deeply nested body overflowed
 * the stack of recursive checks. Path, query and JSON body are checked here; multipart text parts
 * are checked where they are read (assertCleanText), before anything is stored.
 */
const MULTIPART_MESSAGE = 'The form could not be read: send it as multipart/form-data with a boundary.';

export function installInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (req) => {
    const type = req.headers['content-type'] ?? '';
    if (/^multipart\/form-data/i.test(type) && !/;\s*boundary=("[^"]+"|[^;\s]+)/i.test(type)) throw new HttpError(400, MULTIPART_MESSAGE);
    const problem = inputProblem(req.params) ?? inputProblem(req.query) ?? inputProblem(req.body);
    if (problem) throw new HttpError(400, problem);
  });
}
