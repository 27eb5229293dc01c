import { sql } from 'drizzle-orm';
import { countOf, peopleCtes, type GenerateOptions } from '../hr-common/scale-rows';
import { type Runner } from '../../db/rows';
import { ARTICLES } from './demo-seed';
import { articleText, cleanArticle } from './sanitize';

/**
 * Knowledge-base articles written by the people between `from` and `to`: the demo articles'
 * subjects as each branch's notes, their HTML cleaned by the same sanitiser as the write route,
 * with the plain text the search reads. `skip` starts at the second round of subjects, so every
 * title carries its notes number (how a rerun finds its own). Answers how many articles it added.
 */
export async function insertLearnings(db: Runner, o: GenerateOptions & { skip?: boolean }): Promise<number> {
  if (o.rows < 1) return 0;
  const list = ARTICLES.map(([title, category, html]) => {
    const body = cleanArticle(html);
    return { title, category, body, text: articleText(body) };
  });
  const first = o.skip ? list.length : 0;
  const before = await countOf(db, sql`SELECT coalesce(max(id), 0) AS n FROM learnings`);
  await db.execute(sql`
    WITH ${peopleCtes(o.people)},
    g AS (
      SELECT g.i, p.id AS author_id, ${JSON.stringify(list)}::jsonb -> ((g.i + ${first}) % ${list.length}) AS a,
             (g.i + ${first}) / ${list.length} AS round,
             ${o.from}::date + ((${o.to}::date - ${o.from}::date) * g.i / ${o.rows})::int + time '15:00' AS at
      FROM generate_series(0, ${o.rows - 1}::int) g(i) CROSS JOIN np JOIN p ON p.k = (g.i * 7) % np.n
    )
    INSERT INTO learnings (title, category, body, body_text, author_id, created_at, updated_at)
    SELECT (g.a ->> 'title') || CASE WHEN g.round > 0 THEN ': notes ' || (g.round + 1) ELSE '' END, g.a ->> 'category',
           g.a ->> 'body', g.a ->> 'text', g.author_id, g.at, g.at
    FROM g ORDER BY g.i`);
  return countOf(db, sql`SELECT count(*) AS n FROM learnings WHERE id > ${before}`);
}
