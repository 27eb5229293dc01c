import { asc, eq, sql } from 'drizzle-orm';
import type { ApplicantDetail } from 'mfe-hr/model';
import type { Db } from '../../db/client';
import { applicantReviews, companyBranches, userDocuments, users } from '../../db/schema/index';
import { notFound } from '../../http/errors';
import { maskAadhaar } from 'shared/resources';
import { APPLICANT_DOCUMENTS, APPLICANT_ROLE_OPTIONS } from 'mfe-hr/model';
import { applicantScope, STAGE_SQL } from './scope';

const lastDigits = (v: string | null, n = 4) => (v ? `${'X'.repeat(Math.max(v.length - n, 0))}${v.slice(-n)}` : '');

export async function applicantDetail(db: Db, id: number): Promise<ApplicantDetail> {
  const [u] = await db
    .select({ u: users, stage: STAGE_SQL, branch_name: companyBranches.branch_name, branch_head_id: companyBranches.branch_head_id })
    .from(users)
    .leftJoin(companyBranches, eq(companyBranches.id, sql`coalesce(${users.company_branch_id}, ${users.branch_master_id})`))
    .where(sql`${users.id} = ${id} AND ${applicantScope}`);
  if (!u) throw notFound('Applicant not found. Reload the list.');
  const a = u.u;
  const docs = await db.select().from(userDocuments).where(eq(userDocuments.user_id, id)).orderBy(asc(userDocuments.id));
  const reviews = await db
    .select({
      move: applicantReviews.move,
      reason: applicantReviews.reason,
      role: applicantReviews.role,
      template: applicantReviews.template,
      rights_given: applicantReviews.rights_given,
      by_name: users.name,
      at: applicantReviews.at,
      by_user: applicantReviews.by_user,
    })
    .from(applicantReviews)
    .leftJoin(users, eq(users.id, applicantReviews.by_user))
    .where(eq(applicantReviews.user_id, id))
    .orderBy(asc(applicantReviews.id));
  const ref = (t: string | null, n: string | null, num: string | null) => [t, n, num].filter(Boolean).join(' · ');
  return {
    id: a.id,
    version: a.version,
    stage: u.stage,
    branch_head_id: u.branch_head_id,
    branch_head_by: reviews.filter((r) => r.move === 'branch_approve').at(-1)?.by_user ?? null,
    sections: [
      {
        title: 'Personal',
        rows: [
          ['Name', [a.name, a.surname].filter(Boolean).join(' ')],
          ['Email', a.email],
          ['Mobile', a.mobile_no ?? ''],
          ['Address', a.address ?? ''],
          ['Pincode', a.pincode ?? ''],
          ['Aadhaar', a.aadhaar_last4 ? maskAadhaar(a.aadhaar_last4) : ''],
          ['PAN', a.pan ?? ''],
        ],
      },
      {
        title: 'Role & joining',
        rows: [
          ['Role asked', a.role],
          ['Designation', a.designation],
          ['Joining Type', a.joing_type ?? ''],
          ['Joining Date', a.join_date ?? ''],
          ['Branch', u.branch_name ?? ''],
          ['Pincodes covered', Array.isArray(a.user_pincodes) ? (a.user_pincodes as string[]).join(', ') : ''],
          ['Banks', a.banks ?? ''],
        ],
      },
      {
        title: 'Contacts & references',
        rows: [
          ['Personal contact', a.personal_contact ?? ''],
          ["Father's contact", a.father_contact ?? ''],
          ["Mother's contact", a.mother_contact ?? ''],
          ['Reference 1', ref(a.ref_type_1, a.ref_name_1, a.ref_number_1)],
          ['Reference 2', ref(a.ref_type_2, a.ref_name_2, a.ref_number_2)],
        ],
      },
      {
        title: 'Bank account',
        rows: [
          ['Account name', a.acc_name ?? ''],
          ['Account number', lastDigits(a.account_number)],
          ['IFSC', a.ifsc_code ?? ''],
          ['Bank', [a.bank_name, a.branch_name].filter(Boolean).join(', ')],
        ],
      },
    ],
    documents: APPLICANT_DOCUMENTS.map(({ kind, label }) => {
      const d = docs.filter((x) => x.kind === kind).at(-1);
      return {
        kind,
        label,
        name: d?.original_name ?? null,
        mime: d?.mime ?? null,
        size: d?.size ?? null,
        url: d ? `applicants/${id}/documents/${kind}` : null,
      };
    }),
    reviews: reviews.map(({ by_user: _b, ...r }) => ({ ...r, at: r.at.toISOString() })),
    requested_role: APPLICANT_ROLE_OPTIONS.some((o) => o.value === a.role) ? a.role : null,
  };
}
