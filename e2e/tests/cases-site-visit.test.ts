// The site engineer's phone (issue 31) at 390 px: the day loaded once, then a guided visit recorded
// with no network (checklist photos on the camera input, measurements, a sketch, completion with a
// reason), the page reloaded offline with its queue, the queue sent when the network returns (a
// lost answer replayed changes nothing), and the visit on the staff workbench: every photo once,
// the site areas, the distance flag. A case reassigned while the phone was offline shows the conflict.
import crypto from 'node:crypto';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { check, e2eSuite, expectText } from '../lib/index';
import { api, newCase, wordOf } from './cases-desk-api';
import { stamp } from './crud-kit';

const e2e = e2eSuite();
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const SITE = { latitude: 19.1176, longitude: 72.906 };

/** A new flat at a known position, allocated by the admin to the demo engineer (or to `engineer`). */
async function allocatedCase(admin: Page, engineerName = 'Employee User') {
  await admin.goto('/admin/caseAllocation');
  const made = await newCase(admin, wordOf(stamp()));
  // The property's recorded position, and the carpet area of its documents.
  const saved = await api<{ data: { version: number } }>(admin, 'PUT', `cases/${made.id}`, {
    version: made.version,
    ...SITE,
    carpet_area: 250,
  });
  const c = { ...made, version: saved.data.version };
  const engineers = await api<{ data: { id: number; name: string }[] }>(admin, 'GET', 'cases/engineers');
  const engineer = engineers.data.find((e) => e.name.startsWith(engineerName))!;
  const moved = await api<{ data: { version: number } }>(admin, 'POST', `cases/${c.id}/moves`, {
    move: 'allocate',
    version: c.version,
    site_engineer_id: engineer.id,
  });
  return { ...c, version: moved.data.version, engineers: engineers.data };
}

/** The engineer's phone with the day loaded once online and kept by the service worker. */
async function phoneWithTheDay(newPage: (o: { as: 'employee' }) => Promise<Page>, caseId: number) {
  const phone = await newPage({ as: 'employee' });
  await phone.setViewportSize({ width: 390, height: 844 });
  // Background Sync is granted by default in Chrome; Playwright's grant list denies what it does not name.
  await phone.context().grantPermissions(['geolocation', 'background-sync']);
  await phone.context().setGeolocation({ latitude: 19.1177, longitude: 72.9061 });
  await phone.goto('/admin/siteEngineer1');
  await phone.waitForFunction(() => !!navigator.serviceWorker?.controller, null, { timeout: 30_000 });
  // Kept: the page itself, the remote's files and this case's visit.
  await phone.waitForFunction(
    async (id) => {
      const api = await (await caches.open('engineer-api')).keys();
      const files = await (await caches.open('app-files')).keys();
      return api.some((r) => r.url.endsWith(`/api/site-visits/${id}`)) && files.some((r) => r.url.endsWith('/admin/siteEngineer1'));
    },
    caseId,
    { timeout: 30_000, polling: 250 },
  );
  return phone;
}

const photo = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });
const sha256 = (b: Buffer) => crypto.createHash('sha256').update(new Uint8Array(b)).digest('hex');

/** A phone camera's JPEG of about 4 MB (noise: the worst case for compression). */
async function phonePhoto() {
  const w = 2800;
  const h = 2100;
  const noise = crypto.randomBytes(w * h * 3);
  return sharp(noise, { raw: { width: w, height: h, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

e2e.test(
  'a guided visit recorded offline reaches the workbench once, with site areas and distance flags',
  async ({ page, newPage }) => {
    const c = await allocatedCase(page);
    const phone = await phoneWithTheDay(newPage, c.id);
    const card = phone.getByRole('article', { name: `Visit ${c.case_no}` });

    await phone.context().setOffline(true);
    await card.getByRole('button', { name: `Guided visit of ${c.case_no}` }).click();
    // The living room's photo as a phone takes it: resized on the phone before it is sent.
    const big = await phonePhoto();
    await card
      .getByLabel(`Photo of Living room for ${c.case_no}`)
      .setInputFiles({ name: 'living.jpg', mimeType: 'image/jpeg', buffer: big });
    for (const item of ['Building front', 'Entrance', 'Kitchen'])
      await card.getByLabel(`Photo of ${item} for ${c.case_no}`).setInputFiles(photo(`${item}.png`));
    // The phone reads its position when a photo is taken, beside resizing it: the four are queued
    // (their positions read) before the engineer walks away, or Kitchen could take the far fix.
    await expectText(phone.getByRole('status').filter({ hasText: 'waiting to upload' }), '4 photos waiting to upload');
    // One photo taken 3 km away: flagged to the reviewer.
    await phone.context().setGeolocation({ latitude: 19.1446, longitude: 72.906 });
    await card.getByLabel(`Photo of Toilet for ${c.case_no}`).setInputFiles(photo('toilet.png'));
    await expectText(phone.getByRole('status').filter({ hasText: 'waiting to upload' }), '5 photos waiting to upload');
    await expectText(card.getByLabel('Kitchen: waiting to upload'), 'Kitchen');

    await card.getByLabel('Name of measurement 1').fill('Living');
    await card.getByLabel('Length of measurement 1').fill('20');
    await card.getByLabel('Width of measurement 1').fill('15');
    await card.getByRole('button', { name: 'Add outline' }).click();
    await card.getByLabel('Name of measurement 2').fill('Outline');
    await card.getByLabel('Length of measurement 2').fill('25');
    await card.getByLabel('Width of measurement 2').fill('20');
    await expectText(card.getByRole('status', { name: 'Site areas' }), 'Carpet 300 · Built-up 500');
    await card.getByRole('button', { name: 'Save measurements' }).click();

    const sketch = card.getByRole('img', { name: `Sketch of ${c.case_no}` });
    await sketch.scrollIntoViewIfNeeded();
    const box = (await sketch.boundingBox())!;
    await phone.mouse.move(box.x + 20, box.y + 20);
    await phone.mouse.down();
    for (const [x, y] of [
      [200, 20],
      [200, 150],
      [20, 150],
      [20, 20],
    ])
      await phone.mouse.move(box.x + x, box.y + y, { steps: 4 });
    await phone.mouse.up();
    await card.getByRole('button', { name: 'Save sketch' }).click();

    // Society board and meter not photographed: completion needs the reason.
    await card.getByRole('button', { name: 'Complete visit' }).click();
    await expectText(
      card.getByRole('alert'),
      'Take the mandatory photos (Society board, Electricity meter) or give the reason they are missing.',
    );
    await card.getByLabel('Reason mandatory photos are missing').fill('No society board; meter room locked');
    await card.getByRole('button', { name: 'Complete visit' }).click();
    const summary = phone.getByRole('status').filter({ hasText: 'waiting to upload' });
    await expectText(summary, '5 photos, 1 measurement, 1 sketch, 1 visit completion waiting to upload');
    await phone.screenshot({ path: `${process.env.E2E_SHOTS ?? '/tmp'}/site-visit-offline.png`, fullPage: true });

    // Reloaded with no network: the page opens from the phone, the queue is still there.
    await phone.reload();
    await expectText(phone.getByRole('status').filter({ hasText: 'waiting to upload' }), '5 photos, 1 measurement, 1 sketch');

    // The answer to the first photo is lost on the way back: the server has it, the phone does not know.
    let lost = 0;
    await phone.route('**/api/site-visits/*/photos', async (route) => {
      if (lost++ === 0) {
        await route.fetch();
        return route.abort('connectionreset');
      }
      return route.continue();
    });
    const online = Date.now();
    await phone.context().setOffline(false);
    // Sent by the 'online' event and Background Sync; 'Send now' pressed only while the queue is still there.
    const queue = phone.getByRole('region', { name: 'Upload queue' });
    await Promise.race([
      queue.waitFor({ state: 'detached', timeout: 60_000 }),
      phone
        .getByRole('button', { name: /Send now/ })
        .click({ timeout: 60_000 })
        .catch(() => undefined),
    ]);
    await queue.waitFor({ state: 'detached', timeout: 60_000 });
    console.log(
      `# figure: online to an empty queue (5 photos, measurements, sketch, completion; one answer lost): ${Date.now() - online} ms`,
    );
    check(lost >= 2, `the lost photo should have been sent again (${lost} sends)`);

    // Sent resized (at most 500 KB), the original's hash and size kept with it.
    const sent = await api<{ data: { photos: { item: string; size_bytes: number; original_bytes: number; original_sha256: string }[] } }>(
      page,
      'GET',
      `site-visits/${c.id}`,
    );
    const living = sent.data.photos.find((p) => p.item === 'Living room')!;
    console.log(`# figure: a ${big.length} byte phone photo was sent as ${living.size_bytes} bytes`);
    check(living.size_bytes <= 500 * 1024, `the photo sent should be at most 500 KB, not ${living.size_bytes} bytes`);
    check(living.original_bytes === big.length && living.original_sha256 === sha256(big), 'the original hash and size should be kept');

    // The workbench: every photo once, site areas, the far photo flagged.
    await page.goto(`/admin/viewWorkInProgress/${c.id}`);
    const panel = page.getByRole('region', { name: 'Site visit' });
    await expectText(panel, '5 photos, 1 flagged');
    check((await panel.getByRole('listitem', { name: /^Site photo/ }).count()) === 5, 'every photo once');
    await expectText(panel.getByRole('listitem', { name: 'Site photo 5: Toilet' }), 'Taken away from the property');
    await expectText(panel.getByRole('row').filter({ hasText: 'Carpet' }), 'Over 10%');
    await expectText(panel.getByRole('row').filter({ hasText: 'Built-up' }), '500');
    await expectText(panel, 'Missing photos: No society board; meter room locked');
    await panel.getByRole('img', { name: `Site sketch of ${c.case_no}` }).waitFor();
    await page.screenshot({ path: `${process.env.E2E_SHOTS ?? '/tmp'}/site-visit-workbench.png`, fullPage: true });
  },
  // The whole browser: the queue is sent by the 'online' event and by Background Sync, which the
  // headless shell leaves out (it refuses the sync; the page's own try then comes 30 s later).
  { as: 'admin', timeout: 240_000, browser: 'full' },
);

e2e.test(
  'a case reassigned while the phone was offline shows the conflict and keeps the photo',
  async ({ page, newPage }) => {
    const c = await allocatedCase(page);
    const phone = await phoneWithTheDay(newPage, c.id);
    const card = phone.getByRole('article', { name: `Visit ${c.case_no}` });
    await phone.context().setOffline(true);
    await card.getByRole('button', { name: `Guided visit of ${c.case_no}` }).click();
    await card.getByLabel(`Photo of Building front for ${c.case_no}`).setInputFiles(photo('front.png'));
    await expectText(phone.getByRole('status').filter({ hasText: 'waiting to upload' }), '1 photo waiting to upload');

    const other = c.engineers.find((e) => !e.name.startsWith('Employee User'))!;
    await api(page, 'POST', `cases/${c.id}/moves`, { move: 'reallocate', version: c.version, site_engineer_id: other.id });
    await phone.context().setOffline(false);
    const queue = phone.getByRole('region', { name: 'Upload queue' });
    await expectText(queue, `${c.case_no}: Building front photo not recorded`, { timeout: 60_000 });
    await expectText(queue, 'was reassigned to another engineer');
    await phone.reload();
    await expectText(phone.getByRole('region', { name: 'Upload queue' }), 'was reassigned to another engineer');
  },
  { as: 'admin', timeout: 180_000 },
);

e2e.test(
  'Background Sync sends the queue when the browser fires it, by the page or with the page closed; staff pages stay outside the worker',
  async ({ page, newPage }) => {
    const c = await allocatedCase(page);
    const phone = await phoneWithTheDay(newPage, c.id);
    const card = phone.getByRole('article', { name: `Visit ${c.case_no}` });
    // The network is there but the upload does not get through: no 'online' event will come.
    const cut = (route: { abort: (e: string) => Promise<void> }) => route.abort('internetdisconnected');
    await phone.route('**/api/site-visits/*/photos', cut);
    await card.getByRole('button', { name: `Guided visit of ${c.case_no}` }).click();
    await card.getByLabel(`Photo of Building front for ${c.case_no}`).setInputFiles(photo('front.png'));
    const summary = phone.getByRole('status').filter({ hasText: 'waiting to upload' });
    await expectText(summary, '1 photo waiting to upload');
    // The page asks for the sync once its send has failed, which may be just after the summary shows.
    const tags = () =>
      phone.evaluate(async () => {
        const reg = (await navigator.serviceWorker.ready) as ServiceWorkerRegistration & { sync: { getTags(): Promise<string[]> } };
        return reg.sync.getTags();
      });
    const syncAsked = async () => {
      const asked = await phone
        .waitForFunction(
          async () => {
            const reg = (await navigator.serviceWorker.ready) as ServiceWorkerRegistration & { sync: { getTags(): Promise<string[]> } };
            return (await reg.sync.getTags()).includes('outbox:site-visit-queue');
          },
          null,
          { timeout: 20_000, polling: 200 },
        )
        .then(() => true)
        .catch(() => false);
      check(asked, `a Background Sync should be asked for (tags: ${(await tags()).join(', ')})`);
    };
    await syncAsked();
    await phone.unroute('**/api/site-visits/*/photos', cut);
    // The browser's sync, as Chromium fires it when the network is back.
    const cdp = await phone.context().newCDPSession(phone);
    const registration = new Promise<string>((resolve) =>
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const r = registrations.find((x) => x.scopeURL.endsWith('/admin/siteEngineer1') && !x.isDeleted);
        if (r) resolve(r.registrationId);
      }),
    );
    await cdp.send('ServiceWorker.enable');
    const fireSync = async () =>
      cdp.send('ServiceWorker.dispatchSyncEvent', {
        origin: new URL(phone.url()).origin,
        registrationId: await registration,
        tag: 'outbox:site-visit-queue',
        lastChance: false,
      });
    await fireSync();
    await phone.getByRole('region', { name: 'Upload queue' }).waitFor({ state: 'detached', timeout: 60_000 });
    const photos = async () => (await api<{ data: { photos: { item: string }[] } }>(page, 'GET', `site-visits/${c.id}`)).data.photos;
    const sent = await photos();
    check(sent.length === 1 && sent[0].item === 'Building front', 'the photo should be recorded once');

    // With the engineer's page closed, the worker sends the queue itself, with the session the page kept.
    await phone.route('**/api/site-visits/*/photos', cut);
    await card.getByLabel(`Photo of Entrance for ${c.case_no}`).setInputFiles(photo('entrance.png'));
    await expectText(summary, '1 photo waiting to upload');
    await syncAsked();
    await phone.goto('/admin/index');
    await phone.getByRole('navigation').first().waitFor();
    await phone.unroute('**/api/site-visits/*/photos', cut);
    await fireSync();
    let items: string[] = [];
    for (let i = 0; i < 100 && items.length < 2; i++) {
      items = (await photos()).map((p) => p.item).sort();
      if (items.length < 2) await phone.waitForTimeout(200);
    }
    check(items.join() === 'Building front,Entrance', `the worker should have sent the kept photo once, not: ${items.join()}`);
    const left = await phone.evaluate(async () => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const r = indexedDB.open('site-visit-queue');
        r.onsuccess = () => resolve(r.result);
        r.onerror = () => reject(r.error);
      });
      const count = await new Promise<number>((resolve) => {
        const r = db.transaction('actions').objectStore('actions').count();
        r.onsuccess = () => resolve(r.result);
      });
      db.close();
      return count;
    });
    check(left === 0, `the phone's queue should be empty once the worker sent it, not ${left}`);

    // A staff page in the same browser is not controlled by the engineer's worker.
    const staff = await phone.evaluate(async () => ({
      controlled: !!navigator.serviceWorker.controller,
      scopes: (await navigator.serviceWorker.getRegistrations()).map((r) => new URL(r.scope).pathname),
    }));
    check(!staff.controlled, 'a staff page should not be routed through the service worker');
    check(staff.scopes.join() === '/admin/siteEngineer1', `the one registration should be the engineer's page, not ${staff.scopes}`);
    // A whole-site registration left by an older release removes itself once its worker starts.
    await phone.evaluate(() => navigator.serviceWorker.register('/sw.js', { scope: '/' }));
    await phone.waitForFunction(
      async () => (await navigator.serviceWorker.getRegistrations()).every((r) => new URL(r.scope).pathname !== '/'),
      null,
      { timeout: 30_000, polling: 250 },
    );
  },
  { as: 'admin', timeout: 180_000, browser: 'full' },
);
