/**
 * The cases model of mfe-cases (one description for browser and server). Read through the
 * namespace's default export: tsx loads that package's .ts files as CommonJS (see src/lib/shared.ts).
 */
import * as ns from 'mfe-cases/model';

type Model = typeof ns;
export const model: Model = (ns as unknown as { default?: Model }).default ?? ns;
export type * from 'mfe-cases/model';
