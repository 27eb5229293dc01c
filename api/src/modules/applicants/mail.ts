import type { Mailer } from '../../mail/mailer';

/** The e-mail the Registration Successful page promises: after verification, document instructions. */
export async function sendApprovalMail(
  mailer: Mailer,
  publicUrl: string,
  a: { name: string; email: string; join_date: string | null; branch_name: string | null },
): Promise<void> {
  await mailer.send({
    to: a.email,
    subject: 'Your application is verified: documents to bring on joining',
    text: [
      `Hello ${a.name},`,
      '',
      'Your application has been verified and your account is now active.',
      `Sign in at ${publicUrl}/auth/employeeLogin with your e-mail and the password you chose.`,
      '',
      `On your joining day${a.join_date ? ` (${a.join_date})` : ''}, please bring to ${a.branch_name ?? 'your branch office'} the originals and one self-attested copy of:`,
      '  1. Aadhaar card',
      '  2. PAN card',
      '  3. Educational marksheets and certificates',
      '  4. Driving licence (for site visits)',
      '  5. A cancelled cheque of your salary account',
      '  6. Two passport-size photographs',
      '  7. Relieving letter from your last employer, if any',
      '',
      'The documents you uploaded are already with HR; the originals are checked and returned the same day.',
      '',
      'HR, Valuation Back Office',
    ].join('\n'),
  });
}
