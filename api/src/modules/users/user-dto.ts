import { asc, eq, inArray } from 'drizzle-orm';
import type { RightDTO, UserDTO, UserListItemDTO } from 'shared/resources';
import { isPageName } from 'shared/resources';
import type { Db } from '../../db/client';
import { companyBranches, pageRights, users } from '../../db/schema/index';

/** The columns every user DTO is built from (never the password hash). */
export const userColumns = {
  id: users.id,
  name: users.name,
  surname: users.surname,
  email: users.email,
  role: users.role,
  designation: users.designation,
  mobile_no: users.mobile_no,
  address: users.address,
  city: users.city,
  country: users.country,
  pincode: users.pincode,
  about: users.about,
  join_date: users.join_date,
  rating: users.rating,
  status: users.status,
  kind: users.kind,
  company_branch_id: users.company_branch_id,
  company_branch_name: companyBranches.branch_name,
  reporting_manager_id: users.reporting_manager_id,
};

export type UserRow = { [K in keyof typeof userColumns]: UserListItemDTO[K] };

/** `select(userColumns)` joined with the company branch. */
export function selectUsers(db: Db) {
  return db.select(userColumns).from(users).leftJoin(companyBranches, eq(companyBranches.id, users.company_branch_id)).$dynamic();
}

export function toUserListItem(row: UserRow): UserListItemDTO {
  return { ...row, rating: Number(row.rating) };
}

/** A user's rights as answered: known pages only, in the order read. */
export function rightsOf(rows: { page_name: string; view_status: string }[]): RightDTO[] {
  return rows
    .filter((r) => isPageName(r.page_name))
    .map((r) => ({ page: { name: r.page_name as RightDTO['page']['name'] }, view_status: r.view_status === '1' ? '1' : '0' }));
}

export async function loadRights(db: Db, userIds: number[]): Promise<Map<number, RightDTO[]>> {
  if (!userIds.length) return new Map();
  const rows = await db.select().from(pageRights).where(inArray(pageRights.user_id, userIds)).orderBy(asc(pageRights.page_name));
  const byUser = new Map<number, typeof rows>(userIds.map((id) => [id, []]));
  for (const r of rows) byUser.get(r.user_id)?.push(r);
  return new Map([...byUser].map(([id, own]) => [id, rightsOf(own)]));
}

/** The user with rights, or null. */
export async function loadUserDTO(db: Db, id: number): Promise<UserDTO | null> {
  const [row] = await selectUsers(db).where(eq(users.id, id)).limit(1);
  if (!row) return null;
  const rights = await loadRights(db, [id]);
  return { ...toUserListItem(row), rights: rights.get(id) ?? [] };
}
