// One lane of `npm test -w api` (test/run.mjs): the test files named in API_TEST_LANE, one after
// another in this one process, each as a suite named after its file. The app's modules (Fastify,
// every route module, pdfmake, exceljs...) are loaded once for the lane instead of once per file.
// A file's top-level hooks (before/after) belong to its own suite: a file is imported inside it, so
// its app is made when its tests start and closed when they end, as in a process of its own.
import { describe } from 'node:test';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const API = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const files = JSON.parse(process.env.API_TEST_LANE ?? '[]') as string[];
if (!files.length) throw new Error('API_TEST_LANE names no test file (run the API tests with `npm test -w api`)');

for (const file of files) {
  describe(file, async () => {
    await import(pathToFileURL(path.resolve(API, file)).href);
  });
}
