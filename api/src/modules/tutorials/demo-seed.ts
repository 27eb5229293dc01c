import type { Db } from '../../db/client';
import { tutorials } from '../../db/schema/index';

export const GUIDES: [string, string, string][] = [
  [
    'Applying for leave',
    '/admin/leaveManagement',
    'Open Hr > Leave Management.\nClick Add leave.\nChoose the type, the dates and half days; weekends and holidays are not counted.\nWrite the reason and Save.\nYour manager approves or rejects with a comment; your balance changes on approval.',
  ],
  [
    'Raising an IT ticket',
    '/admin/tickets',
    'Click IT Support in the top bar.\nClick Add ticket, choose IT, the priority and describe the problem.\nFollow the thread: add comments and screenshots with Add comment.\nClose it once resolved, or Reopen with a reason.',
  ],
  [
    'Issuing a laptop',
    '/admin/assetsMaster',
    'Find the asset by its tag.\nClick Issue, choose the person, the date and the condition.\nWhen it comes back click Return and record its condition; a damaged return goes under repair.',
  ],
  [
    'Verifying a new applicant',
    '/admin/applicantVerification',
    'Click Verify on the applicant.\nCheck the details and the eight documents.\nThe branch head gives the first approval; another person gives the master approval with the role.\nThe applicant gets an e-mail with the documents to bring.',
  ],
];

export async function seedTutorialsDemo(tx: Db, opts: { authorId: number }): Promise<void> {
  await tx.insert(tutorials).values(GUIDES.map(([title, page_path, steps]) => ({ title, page_path, steps, author_id: opts.authorId })));
}
