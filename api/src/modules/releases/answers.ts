import { bool, int, listOf, nullable, object, text, time } from '../../http/answer-schemas';

/** The answers of the Modules page's routes (shared/resources releases.ts). */

const version = object({
  version: text,
  publishedAt: time,
  publishedBy: nullable(text),
  files: nullable(int),
  bytes: nullable(int),
  current: bool,
  canary: bool,
});

const remote = object({
  name: text,
  package: text,
  current: nullable(text),
  canary: nullable(object({ version: text, percent: int, startedAt: time })),
  previous: nullable(text),
  versions: listOf(version),
});

export const releasesAnswer = object({ revision: int, remotes: listOf(remote) });

const auditEntry = object({
  at: time,
  user: text,
  via: text,
  action: text,
  remote: text,
  from: nullable(text),
  to: nullable(text),
  percent: int,
  fromPercent: int,
});

export const auditAnswer = object({ data: listOf(auditEntry), total: int, page: int, pageSize: int });

export const gateAnswer = object({ ok: bool, reasons: listOf(text), warnings: listOf(text) });

/** Promote, rollback, canary and its abort. */
export const changeAnswer = object({ remote: text, from: nullable(text), to: nullable(text), unchanged: bool, gate: gateAnswer });
