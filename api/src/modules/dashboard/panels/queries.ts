import type { RawSql } from '../../../db/client';
import { dayNo } from '../blocks';
import { businessToday } from '../../../kit/business-time';
import { overRollup, type Group } from '../summaries';

export type { Group };

export const EPOCH_START = dayNo('2000-01-01');
export const today = () => dayNo(businessToday());

/** Open cases' age buckets (days since received), as ranges ending today. */
export function ageGroups(): Group[] {
  const t = today();
  const b = (grp: string, min: number, max: number): Group => ({ grp, from: t - max, to: t - min });
  return [
    b('0-2 days', 0, 2),
    b('3-7 days', 3, 7),
    b('8-15 days', 8, 15),
    b('16-30 days', 16, 30),
    { grp: 'Over 30 days', from: EPOCH_START, to: t - 31 },
  ];
}

/** All time up to today (for "open now" figures, which the intake table holds by received day). */
export const allTime = (): Group[] => [{ grp: '', from: EPOCH_START, to: today() }];

/** Cases received by their status now, per group and company branch. */
export const intake = (db: RawSql, groups: Group[], cb: number | null) => {
  const q = overRollup('intake', groups, cb);
  return db.query<{ grp: string; cb: number; status: string; n: number; fee: number }>(
    `SELECT t.grp, t.company_branch_id AS cb, t.key AS status, sum(t.n)::int AS n, sum(t.amount)::float8 AS fee
     ${q.from} GROUP BY 1, 2, 3 HAVING sum(t.n) <> 0`,
    q.params,
  );
};

export const events = (db: RawSql, groups: Group[], cb: number | null, statuses?: string[]) => {
  const q = overRollup('event', groups, cb, statuses ? 'r.key = ANY($8::text[])' : '');
  return db.query<{ grp: string; to_status: string; n: number; seconds: number; timed: number }>(
    `SELECT t.grp, t.key AS to_status, sum(t.n)::int AS n, sum(t.seconds)::float8 AS seconds, sum(t.part)::int AS timed
     ${q.from} GROUP BY 1, 2`,
    statuses ? [...q.params, statuses] : q.params,
  );
};

/** Per bank: cases received (by received day) and released (by release day, with turnaround). */
export const bankStats = (db: RawSql, groups: Group[], cb: number | null) => {
  const q = overRollup(['received', 'released'], groups, cb);
  const of = (fact: string, measure: string, type: string) => `coalesce(sum(t.${measure}) FILTER (WHERE t.fact = '${fact}'), 0)::${type}`;
  return db.query<{ grp: string; bank_id: number; received: number; fee: number; released: number; in_tat: number; tat: number }>(
    `SELECT t.grp, t.id AS bank_id, ${of('received', 'n', 'int')} AS received, ${of('received', 'amount', 'float8')} AS fee,
            ${of('released', 'n', 'int')} AS released, ${of('released', 'part', 'int')} AS in_tat,
            ${of('released', 'seconds', 'float8')} AS tat
     ${q.from} GROUP BY 1, 2`,
    q.params,
  );
};

/** Office actions per person and status, and under status '*' their total. */
export const staff = (db: RawSql, groups: Group[], cb: number | null) => {
  const q = overRollup(['staff', 'actor'], groups, cb);
  return db.query<{ user_id: number; to_status: string; n: number }>(
    `SELECT t.id AS user_id, CASE WHEN t.fact = 'actor' THEN '*' ELSE t.key END AS to_status, sum(t.n)::int AS n
     ${q.from} GROUP BY 1, 2 HAVING sum(t.n) <> 0`,
    q.params,
  );
};

export const visits = (db: RawSql, groups: Group[], cb: number | null) => {
  const q = overRollup('visit', groups, cb);
  return db.query<{ engineer_id: number; n: number; seconds: number }>(
    `SELECT t.id AS engineer_id, sum(t.n)::int AS n, sum(t.seconds)::float8 AS seconds ${q.from}
     GROUP BY 1 HAVING sum(t.n) <> 0`,
    q.params,
  );
};

export const revenue = (db: RawSql, groups: Group[], cb: number | null) => {
  const q = overRollup('revenue', groups, cb);
  return db.query<{ engineer_id: number; pincode: string; lines: number; amount: number }>(
    `SELECT t.id AS engineer_id, t.key AS pincode, sum(t.n)::int AS lines, sum(t.amount)::float8 AS amount ${q.from}
     GROUP BY 1, 2 HAVING sum(t.n) <> 0`,
    q.params,
  );
};

export const cities = (db: RawSql, groups: Group[], cb: number | null) => {
  const q = overRollup('city', groups, cb);
  return db.query<{ city: string; n: number }>(
    `SELECT t.key AS city, sum(t.n)::int AS n ${q.from} GROUP BY 1 HAVING sum(t.n) <> 0`,
    q.params,
  );
};

/** id -> display name of the users given. */
export async function userNames(db: RawSql, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await db.query<{ id: number; name: string }>(
    `SELECT id, trim(name || ' ' || coalesce(surname, '')) AS name FROM users WHERE id = ANY($1::int[])`,
    [ids],
  );
  return new Map(rows.map((r) => [r.id, r.name]));
}

export async function bankNames(db: RawSql): Promise<Map<number, { name: string; short: string; tat: number }>> {
  const rows = await db.query<{ id: number; name: string; short: string | null; tat: number }>(
    'SELECT id, name, short_name AS short, default_tat_days AS tat FROM banks',
  );
  return new Map(rows.map((r) => [r.id, { name: r.name, short: r.short ?? r.name, tat: r.tat }]));
}

export async function branchNames(db: RawSql): Promise<Map<number, string>> {
  const rows = await db.query<{ id: number; branch_name: string }>('SELECT id, branch_name FROM company_branches');
  return new Map(rows.map((r) => [r.id, r.branch_name]));
}
