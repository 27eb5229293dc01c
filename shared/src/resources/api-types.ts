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
}

/** Every list endpoint answers this envelope. */
export interface ListResponse<T> {
  data: T[];
  total: number;
  page: number;
  pageSize: number;
}

export interface TaskListResponse<T> extends ListResponse<T> {
  /** Tasks whose status is '0', over the whole table, not just this page. */
  pending: number;
}

/** Error body of every non-2xx answer. */
export interface ApiErrorBody {
  statusCode: number;
  error: string;
  message: string;
  /** Field-level messages for validation failures. */
  fields?: Record<string, string>;
  data?: { error: string };
}

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

/** Task status: '0' pending, '1' in progress, '2' done, '3' cancelled. */
export type TaskStatus = '0' | '1' | '2' | '3';

export interface TaskDTO {
  id: number;
  title: string;
  description: string | null;
  type: string | null;
  linked_entity: string | null;
  assigned_to: number | null;
  assigned_to_name: string | null;
  assigned_by: number | null;
  assigned_by_name: string | null;
  /** YYYY-MM-DD */
  due_date: string | null;
  priority: string;
  status: TaskStatus;
  created_at: string;
  updated_at: string;
  version: number;
}

/** Answer of the password flows (forget-password, update-password, banker-update-password). */
export interface MessageResponse {
  data: string;
}

/** Answer of POST /api/register (201). */
/** The same answer whether the address is new or already used (the outcome goes by e-mail). */
export interface RegisterResponse {
  data: { name: string; email: string };
}

/** Text fields of the registration forms (simple and extended onboarding), sent as multipart. */
export interface RegisterFields {
  name: string;
  email: string;
  password: string;
  password_confirmation: string;
  role?: string;
  designation?: string;
  mobile_no?: string;
  join_date?: string;
  pincode?: string;
  surname?: string;
  address?: string;
  adhaar_no?: string;
  pancard_no?: string;
  ifsc_code?: string;
  user_pincodes?: string;
  [field: string]: string | undefined;
}

/** File fields of the extended onboarding form (pdf, jpeg, png or webp, at most 5 MB each). */
export const REGISTER_FILE_FIELDS = [
  'cv_file',
  'adhaar_card_file',
  'pancard_file',
  'kyc',
  'marksheet',
  'driving_licence_file',
  'photograph',
  'cancelled_cheque',
] as const;
export type RegisterFileField = (typeof REGISTER_FILE_FIELDS)[number];
