/**
 * Runtime values of `shared/resources` for the API.
 *
 * Why this file: shared/package.json has no `"type": "module"`, so tsx loads its .ts files as
 * CommonJS, and an ES module (this package) then sees only a default export, not the named ones
 * (`import { PAGE_NAMES } from 'shared/resources'` is undefined at run time). Reading the values
 * through here works in both cases; type-only imports from 'shared/resources' are fine anywhere.
 * Once shared declares `"type": "module"`, runtime imports can go straight to 'shared/resources'.
 */
import * as ns from 'shared/resources';

type Resources = typeof ns;
const resources: Resources = (ns as unknown as { default?: Resources }).default ?? ns;

export const {
  PAGE_NAMES,
  HR_PAGE_NAMES,
  EMPLOYEE_PAGE_NAMES,
  BRANCH_LOGIN_PAGE_NAMES,
  REGISTER_FILE_FIELDS,
  TASK_STATUS_LABELS,
  isPageName,
  canView,
  isPan,
  isAadhaar,
  verhoeffValid,
  maskAadhaar,
  isIfsc,
  isPincode,
  isMobile,
  normaliseMobile,
  normaliseCode,
  isGstin,
  gstinCheckChar,
} = resources;
