import type { Db } from '../../db/client';
import { learnings } from '../../db/schema/index';
import { articleText, cleanArticle } from './sanitize';

export const ARTICLES: [string, string, string][] = [
  [
    'Fair market value vs realisable value vs distress value',
    'VALUATION',
    "<h3>Three values in every report</h3><p><b>Fair market value</b> is the price a willing buyer pays a willing seller. Banks usually take the <b>realisable value</b> at 85–90% of it and the <b>distress value</b> at 70–75%.</p><ul><li>State the percentages the bank's panel letter asks for.</li><li>Never round the distress value up.</li></ul>",
  ],
  [
    'Site visit checklist for a flat in a cooperative society',
    'SITE_VISIT',
    '<ol><li>Photograph the building name board and the flat door with its number.</li><li>Measure carpet area room by room with the distance meter.</li><li>Check the share certificate and the latest maintenance bill.</li><li>Geotag every photo (the app does it when location is on).</li></ol>',
  ],
  [
    'Ready reckoner rate: when it is the floor',
    'BANK_NORMS',
    '<p>For stamp duty the <b>ready reckoner (ASR)</b> rate is the minimum. If your market rate is below it, explain why in the remarks (old building, no lift, road widening).</p>',
  ],
  [
    'Reading a 7/12 extract',
    'LEGAL',
    '<p>The 7/12 (Satbara) shows the <i>occupant</i> in column 7 and cultivation in column 12. Check the mutation entries for recent transfers and any bank charge in the other rights column.</p>',
  ],
  [
    'Uploading site photos from the phone',
    'SOFTWARE',
    '<p>Open the case, tap <b>Photos</b>, then <b>Add</b>. Keep location on so each photo carries its latitude and longitude; the office sees where the visit was made.</p>',
  ],
  [
    'Leave policy in short',
    'HR_POLICY',
    "<ul><li>12 casual, 12 sick and 18 earned leaves a year.</li><li>Apply before the leave; sick leave over 2 days needs a doctor's note.</li><li>Leave without pay has no limit but needs approval.</li></ul>",
  ],
];

export async function seedLearningsDemo(tx: Db, opts: { authorIds: number[] }): Promise<void> {
  await tx.insert(learnings).values(
    ARTICLES.map(([title, category, html], i) => {
      const body = cleanArticle(html);
      return { title, category, body, body_text: articleText(body), author_id: opts.authorIds[i % opts.authorIds.length] };
    }),
  );
}
