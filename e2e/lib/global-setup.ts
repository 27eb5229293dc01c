// Playwright's globalSetup: ONE server for the whole run. Workers inherit its address and folders
// through the environment (suiteEnv), so startSuite() in a worker answers this server.
import { startSuite, suiteEnv } from './server';

export default async function globalSetup(): Promise<() => Promise<void>> {
  const suite = await startSuite();
  Object.assign(process.env, suiteEnv(suite));
  return () => suite.stop();
}
