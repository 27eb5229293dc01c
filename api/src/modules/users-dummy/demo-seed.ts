import type { Db } from '../../db/client';
import { usersDummy } from '../../db/schema/index';

/** Demo dummy users: placeholders and self-registrations waiting to become real users. */
export async function seedDummyUsersDemo(tx: Db, opts: { adminId: number }): Promise<void> {
  await tx.insert(usersDummy).values([
    {
      name: 'Nikhil Pawar',
      email: 'nikhil.pawar@example.com',
      mobile_no: '9823011122',
      role: 'Site Inspector',
      designation: 'Site Engineer',
      pincode: '422001',
      join_date: '2026-01-05',
      source: 'PLACEHOLDER',
      notes: 'Joining the Nashik team; documents pending.',
      created_by: opts.adminId,
    },
    {
      name: 'Shreya Kulkarni',
      email: 'shreya.k@example.com',
      mobile_no: '9767012345',
      role: 'Level-1',
      designation: 'Report Maker',
      pincode: '411038',
      source: 'SELF_REGISTRATION',
      notes: 'Registered online, awaiting verification.',
      created_by: opts.adminId,
    },
    {
      name: 'Field Engineer (Thane)',
      role: 'Site Inspector',
      designation: 'Site Engineer',
      pincode: '400601',
      source: 'PLACEHOLDER',
      notes: 'Vacancy placeholder for case allocation planning.',
      created_by: opts.adminId,
    },
    {
      name: 'Imran Shaikh',
      email: 'imran.shaikh@example.com',
      mobile_no: '9930045678',
      role: 'others',
      designation: 'Dispatch',
      pincode: '400070',
      source: 'REFERRAL',
      notes: 'Referred by the Mumbai branch head.',
      created_by: opts.adminId,
    },
  ]);
}
