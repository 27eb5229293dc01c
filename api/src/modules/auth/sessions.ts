import { and, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { BranchLoginDTO, MySession } from 'shared/resources';
import type { Db } from '../../db/client';
import { branchUsers, companyBranches, pageRights, sessions, users, type SubjectKind } from '../../db/schema/index';
import { hashToken, newToken } from '../../lib/tokens';
import type { Principal } from '../../http/types';
import { rightsOf, toUserListItem, userColumns, type UserRow } from '../users/user-dto';

type RightRow = { page_name: string; view_status: string };

export const SESSION_TTL_MS = 12 * 60 * 60 * 1000;
/** The default idle timeout (config SESSION_IDLE_MINUTES). */
const IDLE_MS = 30 * 60 * 1000;
/** last_seen_at is moved at most this often: a read costs no write within it. */
const TOUCH_MS = 60 * 1000;

/** Creates a session and answers the bearer token (only its hash is stored). */
export async function createSession(db: Db, kind: SubjectKind, subjectId: number, mfa = false): Promise<string> {
  const token = newToken();
  await db.insert(sessions).values({
    token_hash: hashToken(token),
    subject_kind: kind,
    subject_id: subjectId,
    expires_at: new Date(Date.now() + SESSION_TTL_MS),
    mfa,
  });
  // Opportunistic clean-up of long-expired sessions (indexed, usually deletes nothing).
  await db.delete(sessions).where(lt(sessions.expires_at, new Date(Date.now() - SESSION_TTL_MS)));
  return token;
}

/**
 * One statement for the session and whom it signs in (a user with branch and rights, or a branch
 * login). Every signed-in request asks it, so it is one round trip, not three, and a prepared
 * statement per database: built once rather than per request, and parsed and planned once per
 * connection by the server.
 */
const principalQueries = new WeakMap<Db, ReturnType<typeof preparePrincipalQuery>>();
function principalQuery(db: Db) {
  let q = principalQueries.get(db);
  if (!q) principalQueries.set(db, (q = preparePrincipalQuery(db)));
  return q;
}

function preparePrincipalQuery(db: Db) {
  return db
    .select({
      kind: sessions.subject_kind,
      lastSeen: sessions.last_seen_at,
      mfa: sessions.mfa,
      user: userColumns,
      rights: sql<RightRow[]>`(SELECT coalesce(json_agg(json_build_object('page_name', r.page_name, 'view_status', r.view_status)
        ORDER BY r.page_name), '[]'::json) FROM ${pageRights} r WHERE r.user_id = ${users.id})`,
      branch: { id: branchUsers.id, name: branchUsers.name, email: branchUsers.email, bank_branch_id: branchUsers.bank_branch_id },
      branchStatus: branchUsers.status,
    })
    .from(sessions)
    .leftJoin(users, and(eq(sessions.subject_kind, 'user'), eq(users.id, sessions.subject_id)))
    .leftJoin(companyBranches, eq(companyBranches.id, users.company_branch_id))
    .leftJoin(branchUsers, and(eq(sessions.subject_kind, 'branch'), eq(branchUsers.id, sessions.subject_id)))
    .where(
      and(
        eq(sessions.token_hash, sql.placeholder('tokenHash')),
        gt(sessions.expires_at, sql.placeholder('now')),
        gt(sessions.last_seen_at, sql.placeholder('idleSince')),
      ),
    )
    .limit(1)
    .prepare('resolve_principal');
}

/**
 * The active principal behind a bearer token, or null: unknown, past its absolute expiry, idle
 * longer than `idleMs`, or the account is inactive. Use refreshes the idle clock.
 */
export async function resolvePrincipal(db: Db, token: string, idleMs = IDLE_MS): Promise<Principal | null> {
  const tokenHash = hashToken(token);
  const now = Date.now();
  const [found] = await principalQuery(db).execute({
    tokenHash,
    now: new Date(now).toISOString(),
    idleSince: new Date(now - idleMs).toISOString(),
  });
  if (!found) return null;
  if (now - found.lastSeen.getTime() > TOUCH_MS)
    await db
      .update(sessions)
      .set({ last_seen_at: new Date(now) })
      .where(eq(sessions.token_hash, tokenHash));
  if (found.kind === 'user') {
    // The join found the user when it has an id: then its columns are as the users table holds them.
    if (found.user?.id == null || found.user.status !== '1') return null;
    const user = { ...toUserListItem(found.user as UserRow), rights: rightsOf(found.rights) };
    return { kind: 'user', user, tokenHash, mfa: found.mfa };
  }
  if (found.branch?.id == null || found.branchStatus !== '1') return null;
  return { kind: 'branch', branch: found.branch as BranchLoginDTO, tokenHash };
}

export async function revokeSession(db: Db, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.token_hash, tokenHash));
}

export async function revokeSubjectSessions(db: Db, kind: SubjectKind, subjectId: number): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.subject_kind, kind), eq(sessions.subject_id, subjectId)));
}

/** The subject's open sessions (not past expiry nor idle), newest use first; `current` marks the caller's. */
export async function listSubjectSessions(
  db: Db,
  kind: SubjectKind,
  subjectId: number,
  currentHash: string,
  idleMs = IDLE_MS,
): Promise<MySession[]> {
  const now = Date.now();
  const rows = await db
    .select()
    .from(sessions)
    .where(
      and(
        eq(sessions.subject_kind, kind),
        eq(sessions.subject_id, subjectId),
        gt(sessions.expires_at, new Date(now)),
        gt(sessions.last_seen_at, new Date(now - idleMs)),
      ),
    )
    .orderBy(desc(sessions.last_seen_at));
  return rows.map((s) => ({
    started_at: s.created_at.toISOString(),
    last_seen_at: s.last_seen_at.toISOString(),
    expires_at: s.expires_at.toISOString(),
    mfa: s.mfa,
    current: s.token_hash === currentHash,
  }));
}
