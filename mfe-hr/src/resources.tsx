import { ResourceRoute } from 'shared/kit';
import { rightsTemplatesResource } from './model';
import { pages } from './pages';
import { RightsField } from './features/rights/rights-field';

/** A template's rights are picked as a user's are (the grouped rights picker). */
const CONTROLS = { [rightsTemplatesResource.name]: { rights: RightsField } };

/** Every page of pages.ts declared with `resourcePage` (exposed once as './Resources'). */
export default function Resources() {
  return <ResourceRoute pages={pages} controls={CONTROLS} />;
}
