import { ResourceRoute } from 'shared/kit';
import { pages } from './pages';

/** Every page of pages.ts declared with `resourcePage` (exposed once as './Resources'). */
export default function Resources() {
  return <ResourceRoute pages={pages} />;
}
