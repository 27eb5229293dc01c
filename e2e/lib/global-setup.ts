// Playwright's globalSetup: the builds and the demo database's template, once per run. Each worker
// then starts its own server on copies of them (the `suite` fixture of suite.ts).
import { prepareRun } from './server';

export default async function globalSetup(): Promise<() => Promise<void>> {
  return prepareRun();
}
