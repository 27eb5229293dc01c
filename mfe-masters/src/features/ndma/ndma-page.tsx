import { ResourcePage } from 'shared/kit';
import { ndmaHazardsResource } from '../../model';

/**
 * /admin/ndmaParameter (ungated in the menu; changes need user_master_page): the hazard profile of
 * each district. A case's NDMA section is filled from it (GET /api/lookups/ndma).
 */
export default function NdmaParameterPage() {
  return <ResourcePage desc={ndmaHazardsResource} heading={null} />;
}
