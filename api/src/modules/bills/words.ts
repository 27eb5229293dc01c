/** Runtime values of shared/resources used by billing (see src/lib/shared.ts for why through here). */
import * as ns from 'shared/resources';

type Resources = typeof ns;
const resources: Resources = (ns as unknown as { default?: Resources }).default ?? ns;

export const { amountInWords, INDIAN_STATES, isGstin } = resources;
