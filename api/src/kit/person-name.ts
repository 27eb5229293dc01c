import { sql, type SQLWrapper } from 'drizzle-orm';
import { users } from '../db/schema/index';

/** How every list names a person: "name surname", the surname only when there is one. */
export const fullName = (u: { name: SQLWrapper; surname: SQLWrapper }) => sql<string>`${u.name} || coalesce(' ' || ${u.surname}, '')`;

/** The full name of the user a column points at (null when none), for a resource's `computed`. */
export const userFullName = (userId: SQLWrapper) =>
  sql<string | null>`(SELECT ${fullName(users)} FROM ${users} WHERE ${users.id} = ${userId})`;
