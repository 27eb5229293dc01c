/**
 * The names of the case descriptions (case.ts, dedupe.ts), which their kit lists use as cache tags:
 * here on their own, so that the case API tags with them without loading the descriptions (the
 * engineer's phone page loads that API and not the descriptions, issue 31).
 */
export const CASE_RESOURCE = 'cases';
export const CASE_WORKBENCH_RESOURCE = 'case-workbench';
export const DEDUPE_RESOURCE = 'dedupe';
