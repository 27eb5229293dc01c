// The one file store, both kinds held to the same contract: disk (UPLOAD_DIR, the default) and
// db (stored_files rows, the kind every instance on one PostgreSQL shares; here on PGlite).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { dbFiles } from '../src/files/db-files';
import { diskFiles } from '../src/files/disk-files';
import { fileStoreOver, type FileStore } from '../src/files/file-store';
import { HttpError } from '../src/http/errors';
import { makeTestApp, type TestApp } from './helpers';

let t: TestApp;
before(async () => {
  t = await makeTestApp({ seed: false });
});
after(() => t.close());

const bytes = (s: string) => Buffer.from(s);
const text = async (store: FileStore, key: string) => (await store.read(key))?.toString() ?? null;

for (const kind of ['disk', 'db'] as const) {
  describe(`the ${kind} file store`, () => {
    let dir: string;
    let files: FileStore;
    before(() => {
      dir = fs.mkdtempSync(path.join(os.tmpdir(), `file-store-${kind}-`));
      files = fileStoreOver(kind === 'disk' ? diskFiles(dir) : dbFiles(t.handle), dir);
    });
    after(() => fs.rmSync(dir, { recursive: true, force: true }));

    test('stores, reads, opens, replaces and removes by key', async () => {
      await files.put('tickets/7/a.pdf', bytes('one'));
      assert.equal(await text(files, 'tickets/7/a.pdf'), 'one');
      await files.put('tickets/7/a.pdf', bytes('two'));
      assert.equal(await text(files, 'tickets/7/a.pdf'), 'two');
      const opened = await files.open('tickets/7/a.pdf');
      assert.ok(opened, 'opens a stored file');
      let read = '';
      for await (const chunk of Buffer.isBuffer(opened) ? [opened] : opened) read += String(chunk);
      assert.equal(read, 'two');
      await files.remove(['tickets/7/a.pdf']);
      assert.equal(await files.read('tickets/7/a.pdf'), null);
      assert.equal(await files.open('tickets/7/a.pdf'), null);
      if (kind === 'disk') assert.equal(fs.existsSync(path.join(dir, 'tickets/7')), false, "the record's empty folder goes too");
    });

    test('a staged file is consumed; a sub-folder view stages and stores below its folder', async () => {
      const cases = files.at('cases');
      assert.equal(cases.stagingDir, path.join(dir, 'cases', '.incoming'));
      fs.mkdirSync(cases.stagingDir, { recursive: true });
      const staged = path.join(cases.stagingDir, 'upload');
      fs.writeFileSync(staged, 'photo');
      await cases.put('3/photo-1.jpg', { file: staged });
      assert.equal(fs.existsSync(staged), false, 'the staged file is gone');
      assert.equal(await text(files, 'cases/3/photo-1.jpg'), 'photo', 'the view writes under its folder');
      assert.equal(await text(cases, '3/photo-1.jpg'), 'photo');
    });

    test('removeUnder removes one folder, not a sibling whose name starts alike (_ and % are literal)', async () => {
      await files.put('a_b/1.pdf', bytes('x'));
      await files.put('a_b/2/3.pdf', bytes('x'));
      await files.put('aXb/1.pdf', bytes('keep'));
      await files.put('a_bc/1.pdf', bytes('keep'));
      await files.removeUnder('a_b');
      assert.equal(await files.read('a_b/1.pdf'), null);
      assert.equal(await files.read('a_b/2/3.pdf'), null);
      assert.equal(await text(files, 'aXb/1.pdf'), 'keep');
      assert.equal(await text(files, 'a_bc/1.pdf'), 'keep');
    });

    test('a key that would leave the store is refused; removing one removes nothing', async () => {
      await files.put('letters/1.pdf', bytes('letter'));
      const tickets = files.at('tickets');
      for (const key of ['../letters/1.pdf', '/etc/passwd', '', 'a\0b', '..\\letters\\1.pdf']) {
        await assert.rejects(tickets.read(key), (e: unknown) => e instanceof HttpError && e.statusCode === 400, JSON.stringify(key));
        await assert.rejects(tickets.put(key, bytes('x')), HttpError);
      }
      assert.throws(() => files.at('..'), HttpError);
      await tickets.remove(['../letters/1.pdf']);
      assert.equal(await text(files, 'letters/1.pdf'), 'letter');
    });
  });
}
