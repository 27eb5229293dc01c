/** Release management (the Modules page and /api/releases). */

export interface ReleaseVersionDTO {
  version: string;
  /** ISO time the version folder was published. */
  publishedAt: string;
  publishedBy: string | null;
  files: number | null;
  bytes: number | null;
  current: boolean;
  canary: boolean;
}

export interface ReleaseCanaryDTO {
  version: string;
  percent: number;
  startedAt: string;
}

export interface ReleaseRemoteDTO {
  /** Federation name, e.g. 'mfe_hr'. */
  name: string;
  /** Folder / package name, e.g. 'mfe-hr'; the {remote} of the routes. */
  package: string;
  /** The promoted version (null: published but never promoted). */
  current: string | null;
  canary: ReleaseCanaryDTO | null;
  /** What `rollback` without a target goes back to. */
  previous: string | null;
  /** Newest first. */
  versions: ReleaseVersionDTO[];
}

export interface ReleasesResponse {
  revision: number;
  remotes: ReleaseRemoteDTO[];
}

export type ReleaseAction = 'publish' | 'promote' | 'rollback' | 'canary' | 'canary-abort';

/** One line of releases/audit.log. */
export interface ReleaseAuditEntry {
  at: string;
  user: string;
  /** 'cli' or 'web'. */
  via: string;
  action: ReleaseAction;
  remote: string;
  from: string | null;
  to: string | null;
  /** Canary share after the change (and before it, when a canary was widened or narrowed). */
  percent?: number;
  fromPercent?: number;
}

export interface GateResultDTO {
  ok: boolean;
  /** Why the version is refused (empty when ok). */
  reasons: string[];
  /** Worth knowing, not refusing (e.g. a minor version the shell does not meet). */
  warnings: string[];
}

export interface PromoteRequest {
  version: string;
}
export interface RollbackRequest {
  to?: string;
}
export interface CanaryRequest {
  version: string;
  percent: number;
}

/** The answer of promote, rollback and canary calls. */
export interface ReleaseChangeDTO {
  remote: string;
  from: string | null;
  to: string | null;
  /** Nothing to do (e.g. promoting the current version). */
  unchanged?: boolean;
  gate?: GateResultDTO;
}
