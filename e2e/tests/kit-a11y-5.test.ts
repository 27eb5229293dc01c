// Issue 9: 0 serious or critical axe-core violations on the signed-in pages of the registry, share 5 of 6 (see a11y-kit.ts), and no Content-Security-Policy violation on them (security-csp.test.ts leaves them to these files).
import { e2eSuite } from '../lib/index';
import { checkSignedInShare, SHARDS } from './a11y-kit';

const e2e = e2eSuite();

e2e.test(
  `signed-in pages of the registry, share 5 of ${SHARDS}: no serious or critical axe violation, no code shown for its label, no CSP violation`,
  async ({ page, suite }) => {
    await checkSignedInShare(page, suite.baseUrl, 4);
  },
  { as: 'admin', timeout: 120_000 },
);
