import type { RawSql } from '../../../db/client';
import { blockSet, dayNo } from '../blocks';
import { businessToday } from '../../../kit/business-time';
import { overBlocks } from '../summaries';

/** A labelled date range (day numbers, inclusive) to sum over. */
export interface Group {
  grp: string;
  from: number;
  to: number;
}

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

/** Cases received by their status now; `perBranch` keeps each branch's rows apart for all branches. */
export const intake = (db: RawSql, groups: Group[], cb: number | null, perBranch = false) => {
  const q = overBlocks('dash_intake', blockSet(groups), cb, 'company_branch_id, status, cases, fee', '', perBranch);
  return db.query<{ grp: string; cb: number; status: string; n: number; fee: number }>(
    `SELECT q.grp, t.company_branch_id AS cb, t.status, sum(t.cases)::int AS n, sum(t.fee)::float8 AS fee
     ${q.from} GROUP BY 1, 2, 3 HAVING sum(t.cases) <> 0`,
    q.params,
  );
};

export const events = (db: RawSql, groups: Group[], cb: number | null, statuses?: string[]) => {
  const q = overBlocks(
    'dash_event',
    blockSet(groups),
    cb,
    'to_status, events, seconds, timed',
    statuses ? 's.to_status = ANY($5::text[])' : '',
  );
  return db.query<{ grp: string; to_status: string; n: number; seconds: number; timed: number }>(
    `SELECT q.grp, t.to_status, sum(t.events)::int AS n, sum(t.seconds)::float8 AS seconds, sum(t.timed)::int AS timed
     ${q.from} GROUP BY 1, 2`,
    statuses ? [...q.params, statuses] : q.params,
  );
};

export const bankStats = (db: RawSql, groups: Group[], cb: number | null) => {
  const q = overBlocks('dash_bank', blockSet(groups), cb, 'bank_id, received, received_fee, released, released_in_tat, tat_seconds');
  return db.query<{ grp: string; bank_id: number; received: number; fee: number; released: number; in_tat: number; tat: number }>(
    `SELECT q.grp, t.bank_id, sum(t.received)::int AS received, sum(t.received_fee)::float8 AS fee,
            sum(t.released)::int AS released, sum(t.released_in_tat)::int AS in_tat, sum(t.tat_seconds)::float8 AS tat
     ${q.from} GROUP BY 1, 2`,
    q.params,
  );
};

export const staff = (db: RawSql, groups: Group[], cb: number | null) => {
  const q = overBlocks('dash_staff', blockSet(groups), cb, 'user_id, to_status, actions');
  return db.query<{ user_id: number; to_status: string; n: number }>(
    `SELECT t.user_id, t.to_status, sum(t.actions)::int AS n ${q.from} GROUP BY 1, 2 HAVING sum(t.actions) <> 0`,
    q.params,
  );
};

export const visits = (db: RawSql, groups: Group[], cb: number | null) => {
  const q = overBlocks('dash_visit', blockSet(groups), cb, 'engineer_id, visits, seconds');
  return db.query<{ engineer_id: number; n: number; seconds: number }>(
    `SELECT t.engineer_id, sum(t.visits)::int AS n, sum(t.seconds)::float8 AS seconds ${q.from}
     GROUP BY 1 HAVING sum(t.visits) <> 0`,
    q.params,
  );
};

export const revenue = (db: RawSql, groups: Group[], cb: number | null) => {
  const q = overBlocks('dash_revenue', blockSet(groups), cb, 'engineer_id, pincode, lines, amount');
  return db.query<{ engineer_id: number; pincode: string; lines: number; amount: number }>(
    `SELECT t.engineer_id, t.pincode, sum(t.lines)::int AS lines, sum(t.amount)::float8 AS amount ${q.from}
     GROUP BY 1, 2 HAVING sum(t.lines) <> 0`,
    q.params,
  );
};

export const cities = (db: RawSql, groups: Group[], cb: number | null) => {
  const q = overBlocks('dash_city', blockSet(groups), cb, 'city, cases');
  return db.query<{ city: string; n: number }>(
    `SELECT t.city, sum(t.cases)::int AS n ${q.from} GROUP BY 1 HAVING sum(t.cases) <> 0`,
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
