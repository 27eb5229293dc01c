// Run by tools/test-all.mjs at the lowest CPU priority while the API tests and jest run: the
// browser step's builds and demo database, made ahead in what CPU those steps leave idle.
import { prepareAhead } from './server';

await prepareAhead();
