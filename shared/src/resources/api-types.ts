import type { PageName } from './page-names';

/** One right as the API sends it (spec section 3). */
export interface RightDTO {
  page: { name: PageName };
  view_status: '1' | '0';
}

export interface UserDTO {
  id: number;
  name: string;
  surname: string | null;
  email: string;
  role: string;
  designation: string;
  mobile_no: string | null;
  address: string | null;
  city: string | null;
  country: string | null;
  pincode: string | null;
  about: string | null;
  join_date: string | null;
  rating: number;
  status: '1' | '0';
  kind: 'admin' | 'employee';
  company_branch_id: number | null;
  company_branch_name: string | null;
  reporting_manager_id: number | null;
  rights: RightDTO[];
}

export interface BranchLoginDTO {
  id: number;
  name: string;
  email: string;
  bank_branch_id: number | null;
}

/** What each sign-in answers; the session stores it whole as the login data. */
export interface LoginResponse {
  token: string;
  user?: UserDTO;
  Employee?: { id: number; name: string; email: string };
  branch?: BranchLoginDTO;
}

export interface LoginRequest {
  email: string;
  password: string;
  /** The second factor of an account that enrolled one: a TOTP code or a recovery code. */
  code?: string;
}

/** Every list endpoint answers this envelope. */
export interface ListResponse<T> {
  data: T[];
  total: number;
  page: number;
  pageSize: number;
  /**
   * Set when `total` is a floor, not a count: a search that matches more rows than the server counts
   * (SEARCH_COUNT_CAP) answers that many and this flag; the pager shows "5,000+".
   */
  totalCapped?: boolean;
  /**
   * Keyset paging: the `cursor` that reads the page after this one (absent on the last page) and
   * the one before it (absent on the first). `cursor=last` reads the last page. Opaque to clients.
   */
  next?: string;
  prev?: string;
}

/**
 * A searched list counts its matches up to this many: an exact count of a word most rows hold reads
 * them all. Each match counted is a row read (a first name among 1M cases: 10,000 cost 45-50 ms on
 * PostgreSQL), while a search under the cap is counted and paged from one read of its matches.
 */
export const SEARCH_COUNT_CAP = 5_000;

/** Error body of every non-2xx answer. */
export interface ApiErrorBody {
  statusCode: number;
  error: string;
  message: string;
  /** Field-level messages for validation failures. */
  fields?: Record<string, string>;
  data?: { error: string };
  /**
   * 409 asking the person first (a second offer letter to the same person): the same write sent
   * again with `CONFIRMED_FIELD` '1' goes ahead. The kit's forms ask with the message.
   */
  confirm?: boolean;
}

/** The hidden, not stored field a write that may answer `confirm` declares (see ApiErrorBody.confirm). */
export const CONFIRMED_FIELD = 'confirmed';

export interface ForgetPasswordRequest {
  email: string;
}

export interface UpdatePasswordRequest {
  token: string;
  password: string;
  confirmation_password: string;
}

/** A user as lists show it: the user without the rights list. */
export type UserListItemDTO = Omit<UserDTO, 'rights'>;

/** What GET /api/me answers: the login data without the token. */
export type MeResponse = Omit<LoginResponse, 'token'>;

/** Answer of the password flows (forget-password, update-password, banker-update-password). */
export interface MessageResponse {
  data: string;
}
