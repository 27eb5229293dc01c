/**
 * The bank, bank-branch and company-profile descriptions at run time, read through the namespace's default export
 * for the reason given in src/kit/resources.ts (tsx loads the shared package as CommonJS).
 */
import * as ns from 'shared/resources';

type Resources = typeof ns;
const resources: Resources = (ns as unknown as { default?: Resources }).default ?? ns;

export const { banksResource, bankBranchesResource, companyProfileResource, stateCodeOf, LOOKUP_LIMIT } = resources;
