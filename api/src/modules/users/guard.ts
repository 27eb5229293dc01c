import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { PageName } from 'shared/resources';
import type { Db } from '../../db/client';
import { pageRights } from '../../db/schema/index';
import { HttpError } from '../../http/errors';
import type { RequestPrincipal } from '../../http/types';
import { PAGE_NAMES } from 'shared/resources';

/**
 * Who may change whom through the admin routes (users, userStatus, userPatch, rights, applicants):
 *  - nobody changes their own rights, status, login kind or password there (their own password
 *    only through POST /api/me/password with the current one);
 *  - an administrator is a user holding every right; only an administrator changes one, and only
 *    an administrator gives login kind `admin` (kind grants no power: every power is a right);
 *  - any other account is changed (edited, activated, deactivated, re-keyed, its rights or kind
 *    changed, approved) only by someone holding every right that account holds or will hold: no
 *    path yields an account with a right its maker lacks (issue 24, finding 1);
 *  - rights are granted or withdrawn only for pages the actor holds.
 * The route rights (user_creation_page, rights_page) are checked before this, by the auth hook.
 */
export type Change = 'rights' | 'status' | 'password' | 'email' | 'kind' | 'delete' | 'edit';

const OWN: Partial<Record<Change, string>> = {
  rights: 'You cannot change your own rights.',
  status: 'You cannot change your own status.',
  kind: 'You cannot change your own login type.',
  password: 'Change your own password from your profile, with your current password.',
  delete: 'You cannot delete your own account.',
};

const WORDS: Record<Change, string> = {
  rights: 'rights',
  status: 'status',
  password: 'password',
  email: 'e-mail',
  kind: 'login type',
  delete: 'account',
  edit: 'details',
};

const ADMIN_ONLY = 'Only an administrator can change an administrator.';
const ADMIN_KIND_ONLY = 'Only an administrator (a user holding every right) can give login type admin.';

const lacking = (missing: string[]) => `${missing.slice(0, 5).join(', ')}${missing.length > 5 ? ', …' : ''}`;

/** The 403 for an account holding (or about to hold) rights the actor lacks, or null. */
export function superset(actor: ReadonlySet<string>, target: Iterable<string>, what: string): HttpError | null {
  if (isAdministrator(actor)) return null;
  const missing = [...target].filter((p) => !actor.has(p));
  if (!missing.length) return null;
  return new HttpError(403, `You can change this user's ${what} only if you hold every right they hold (you lack: ${lacking(missing)}).`);
}

export async function grantedPages(db: Db, userIds: number[]): Promise<Map<number, Set<PageName>>> {
  const map = new Map<number, Set<PageName>>(userIds.map((id) => [id, new Set<PageName>()]));
  if (!userIds.length) return map;
  const rows = await db
    .select({ user_id: pageRights.user_id, page_name: pageRights.page_name })
    .from(pageRights)
    .where(and(inArray(pageRights.user_id, userIds), eq(pageRights.view_status, '1')));
  for (const r of rows) map.get(r.user_id)?.add(r.page_name as PageName);
  return map;
}

/** Writes a user's whole rights matrix: every page name, '1' for those in `granted` (run it in the caller's transaction). */
export async function replacePageRights(tx: Db, userId: number, granted: ReadonlySet<string>): Promise<void> {
  await tx.delete(pageRights).where(eq(pageRights.user_id, userId));
  await tx.insert(pageRights).values(
    PAGE_NAMES.map((page_name) => ({
      user_id: userId,
      page_name,
      view_status: granted.has(page_name) ? ('1' as const) : ('0' as const),
    })),
  );
}

export const isAdministrator = (pages: ReadonlySet<string>) => PAGE_NAMES.every((p) => pages.has(p));

/** The actor's own granted pages, from the session (loaded with the request). */
export function actorPages(principal: RequestPrincipal | null): Set<PageName> {
  if (principal?.kind !== 'user') return new Set();
  return new Set(principal.user.rights.filter((r) => r.view_status === '1').map((r) => r.page.name));
}

function actorOf(req: FastifyRequest): { id: number; pages: Set<PageName> } {
  const p = req.principal;
  if (p?.kind !== 'user') throw new HttpError(403, 'You do not have access to this page.');
  return { id: p.user.id, pages: actorPages(p) };
}

/**
 * Throws 403 unless the caller may make `changes` to every one of `targetIds`. Unknown ids are
 * left to the caller's own 404.
 */
export async function assertMayChange(db: Db, req: FastifyRequest, targetIds: number[], changes: Change[]): Promise<void> {
  const actor = actorOf(req);
  if (targetIds.includes(actor.id)) {
    const own = changes.find((c) => OWN[c]);
    if (own) throw new HttpError(403, OWN[own]!);
  }
  const others = targetIds.filter((id) => id !== actor.id);
  if (!others.length) return;
  if (isAdministrator(actor.pages)) return;
  const pages = await grantedPages(db, others);
  const what = WORDS[changes.find((c) => c !== 'edit') ?? 'edit'];
  if (others.some((id) => isAdministrator(pages.get(id)!))) throw new HttpError(403, ADMIN_ONLY);
  for (const id of others) {
    const refused = superset(actor.pages, pages.get(id)!, what);
    if (refused) throw refused;
  }
}

/** Throws 403 unless the caller may give login kind `kind` (admin: only an administrator). */
export function assertMayGiveKind(req: FastifyRequest, kind: unknown): void {
  if (kind === 'admin' && !isAdministrator(actorOf(req).pages)) throw new HttpError(403, ADMIN_KIND_ONLY);
}

/** Throws 403 when the new matrix grants or withdraws a page the caller does not hold. */
export function assertMayGrant(req: FastifyRequest, before: ReadonlySet<string>, after: ReadonlySet<string>): void {
  const actor = actorOf(req);
  if (isAdministrator(actor.pages)) return;
  const changed = PAGE_NAMES.filter((p) => before.has(p) !== after.has(p));
  const foreign = changed.filter((p) => !actor.pages.has(p));
  if (foreign.length) {
    throw new HttpError(403, `You can grant or withdraw only rights you hold yourself (not: ${lacking(foreign)}).`);
  }
}
