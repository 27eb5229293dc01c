/**
 * The Hr domain's model (mfe-hr/src/model) at run time. Read through the namespace's default export
 * for the reason in src/lib/shared.ts: tsx loads the mfe-hr package (no "type": "module") as
 * CommonJS, so named imports would be undefined.
 */
import * as ns from 'mfe-hr/model';

type Model = typeof ns;
export const hrModel: Model = (ns as unknown as { default?: Model }).default ?? ns;
