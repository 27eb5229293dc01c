import type { Db } from '../../db/client';
import { hrLetters, letterTemplates } from '../../db/schema/index';
import { renderLetter, rupeesForPrint } from 'mfe-hr/model';

/** Letters already issued, filled from the default templates (the PDF is made on first download). */
export async function seedLettersDemo(
  tx: Db,
  opts: { people: { id: number; name: string; designation: string; join_date: string | null }[]; adminId: number },
): Promise<void> {
  const templates = Object.fromEntries((await tx.select().from(letterTemplates)).map((t) => [t.type, t]));
  const rows = opts.people.slice(0, 8).map((p, i) => {
    const type = i % 2 === 0 ? 'OFFER' : 'LEAVING';
    const letter_no = `${type === 'OFFER' ? 'OL' : 'RL'}/2025/${String(900 + i).padStart(6, '0')}`;
    const issued_on = `2025-${String(1 + i).padStart(2, '0')}-0${1 + (i % 9)}`;
    const joining_date = type === 'OFFER' ? `2025-${String(2 + i).padStart(2, '0')}-01` : p.join_date;
    const leaving_date = type === 'LEAVING' ? `2025-${String(1 + i).padStart(2, '0')}-15` : null;
    const salary = type === 'OFFER' ? 360000 + i * 60000 : null;
    const tpl = templates[type];
    return {
      type,
      letter_no,
      user_id: p.id,
      employee_name: p.name,
      designation: p.designation,
      branch_name: null,
      joining_date,
      leaving_date,
      salary,
      issued_on,
      title: tpl.title,
      body_text: renderLetter(tpl.body, {
        name: p.name,
        designation: p.designation,
        branch: 'Mumbai',
        joining_date: joining_date ?? '',
        leaving_date: leaving_date ?? '',
        salary: salary ? rupeesForPrint(salary) : '',
        issue_date: issued_on,
        letter_no,
      }),
      created_by: opts.adminId,
    };
  });
  await tx.insert(hrLetters).values(rows);
}
