import { sql } from 'drizzle-orm';
import { countOf, peopleCtes, type GenerateOptions } from '../hr-common/scale-rows';
import { type Runner } from '../../db/rows';
import { GUIDES } from './demo-seed';

/**
 * How-to guides of the suite's pages written by the people between `from` and `to`: the demo
 * guides' pages and steps, a later one of the same page as its revision (`skip`: revisions only,
 * how a rerun finds its own). Answers how many it added.
 */
export async function insertTutorials(db: Runner, o: GenerateOptions & { skip?: boolean }): Promise<number> {
  if (o.rows < 1) return 0;
  const list = GUIDES.map(([title, page, steps]) => ({ title, page, steps }));
  const first = o.skip ? list.length : 0;
  const before = await countOf(db, sql`SELECT coalesce(max(id), 0) AS n FROM tutorials`);
  await db.execute(sql`
    WITH ${peopleCtes(o.people)},
    g AS (
      SELECT g.i, p.id AS author_id, ${JSON.stringify(list)}::jsonb -> ((g.i + ${first}) % ${list.length}) AS t, (g.i + ${first}) / ${list.length} AS round,
             ${o.from}::date + ((${o.to}::date - ${o.from}::date) * g.i / ${o.rows})::int + time '16:00' AS at
      FROM generate_series(0, ${o.rows - 1}::int) g(i) CROSS JOIN np JOIN p ON p.k = g.i % np.n
    )
    INSERT INTO tutorials (title, page_path, steps, author_id, created_at, updated_at)
    SELECT (g.t ->> 'title') || CASE WHEN g.round > 0 THEN ' (revision ' || (g.round + 1) || ')' ELSE '' END, g.t ->> 'page',
           g.t ->> 'steps', g.author_id, g.at, g.at
    FROM g ORDER BY g.i`);
  return countOf(db, sql`SELECT count(*) AS n FROM tutorials WHERE id > ${before}`);
}
