// Issue 9: 0 serious or critical axe-core violations on the signed-in pages of the registry, share 1 of 6 (see a11y-kit.ts).
import { e2eSuite } from '../lib/index';
import { checkPages, SHARDS, signedInShard } from './a11y-kit';

const e2e = e2eSuite();

e2e.test(
  `signed-in pages of the registry, share 1 of ${SHARDS}: no serious or critical axe violation, no code shown for its label`,
  async ({ page, suite }) => {
    await checkPages(page, await signedInShard(suite.baseUrl, 0), true);
  },
  { as: 'admin', timeout: 120_000 },
);
