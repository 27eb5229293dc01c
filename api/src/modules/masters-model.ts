/**
 * Runtime values of `mfe-masters/model` (the masters' resource descriptions) for the API. The
 * remote's package has no `"type": "module"` (its webpack config is CommonJS), so tsx loads the
 * model as CommonJS and this ES module sees a default export only: read it through here.
 */
import * as ns from 'mfe-masters/model';

type Model = typeof ns;
export const model: Model = (ns as unknown as { default?: Model }).default ?? ns;

import * as sharedNs from 'shared/resources';

type Shared = typeof sharedNs;
/** `shared/resources` read the same way (INDIAN_STATES and the validators the masters need). */
export const resources: Shared = (sharedNs as unknown as { default?: Shared }).default ?? sharedNs;
