/** The Hr domain's model (mfe-hr/src/model), the same descriptions and workflows the pages use. */
import * as hrModel from 'mfe-hr/model';

export { hrModel };
