// Issue 29 point 7: the site photographs of a case as thumbnails on the workbench and in split
// screen, fetched with the session's token, and a viewer used from the keyboard (arrow keys move,
// the caption names the item and the IST time, Escape gives focus back to the thumbnail).
// Works only on the case it creates.
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { check, e2eSuite, expectText, expectVisible } from '../lib/index';
import { newCase, wordOf } from './cases-desk-api';
import { stamp } from './crud-kit';

const e2e = e2eSuite();

/** A plain coloured PNG (a real picture's size, so the thumbnail has something to show). */
const png = (r: number, g: number, b: number) =>
  sharp({ create: { width: 320, height: 240, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer();

/** Uploads a site photo to the case as the documents page does, with its capture time. */
function uploadPhoto(page: Page, caseId: number, name: string, takenAt: string, bytes: Buffer) {
  return page.evaluate(
    async ({ caseId, name, takenAt, b64 }) => {
      const login = JSON.parse(localStorage.getItem('valuation-backoffice.login') ?? '{}');
      const form = new FormData();
      form.append('doc_type', 'PHOTO');
      form.append('taken_at', takenAt);
      form.append('file', new Blob([Uint8Array.from(atob(b64), (c) => c.charCodeAt(0))], { type: 'image/png' }), name);
      const res = await fetch(`/api/cases/${caseId}/documents`, {
        method: 'POST',
        headers: { authorization: `Bearer ${login.token}` },
        body: form,
      });
      return res.status;
    },
    { caseId, name, takenAt, b64: bytes.toString('base64') },
  );
}

e2e.test(
  'site photographs: thumbnails on the workbench and in split screen, a keyboard viewer with IST captions',
  async ({ page }) => {
    await page.goto('/admin/caseAllocation');
    const c = await newCase(page, wordOf(stamp()));
    check((await uploadPhoto(page, c.id, 'front.png', '2026-11-20T05:10:00Z', await png(200, 80, 40))) === 201, 'photo 1 uploads');
    check((await uploadPhoto(page, c.id, 'kitchen.png', '2026-11-20T05:25:00Z', await png(40, 120, 200))) === 201, 'photo 2 uploads');

    await page.goto(`/admin/viewWorkInProgress/${c.id}`);
    // The stage stepper: a new case stands at its first stage, every later one still ahead.
    const stages = page.getByRole('navigation', { name: 'Case stages' });
    await expectText(stages.locator('[aria-current="step"]'), 'Initiated');
    check((await stages.getByText('(done)').count()) === 0, 'nothing is done on a new case');
    check((await stages.getByRole('listitem').count()) === 8, 'eight stages from Initiated to Closed');

    const gallery = page.getByRole('list', { name: 'Site photographs' });
    const second = gallery.getByRole('button', { name: 'Open photo 2 of 2: Site photo (kitchen.png)' });
    await expectVisible(second);
    // Both thumbnails drawn from blobs fetched with the token (an <img src> to the API would get 401).
    await page.waitForFunction(
      () =>
        [...document.querySelectorAll('ul[aria-label="Site photographs"] img')].filter(
          (i) => (i as HTMLImageElement).src.startsWith('blob:') && (i as HTMLImageElement).naturalWidth === 320,
        ).length === 2,
    );
    await second.focus();
    await page.keyboard.press('Enter');
    let viewer = page.getByRole('dialog', { name: 'Site photographs: photo 2 of 2' });
    await expectText(viewer, '2. Site photo · taken 2026-11-20 10:55 IST');
    await viewer.getByRole('img', { name: 'Site photo (kitchen.png)' }).waitFor();
    await page.screenshot({ path: `${process.env.E2E_SHOTS ?? '/tmp'}/site-photos-viewer.png` });
    await page.keyboard.press('ArrowLeft');
    viewer = page.getByRole('dialog', { name: 'Site photographs: photo 1 of 2' });
    await expectText(viewer, '1. Site photo · taken 2026-11-20 10:40 IST');
    await page.keyboard.press('ArrowLeft'); // round from the first to the last
    await expectVisible(page.getByRole('dialog', { name: 'Site photographs: photo 2 of 2' }));
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label')?.startsWith('Open photo 2 of 2') === true);

    // Split screen: the same photographs beside the form.
    await page.goto(`/admin/splitScreen?case=${c.id}`);
    const strip = page.getByRole('list', { name: 'Site photographs' });
    await strip.getByRole('button', { name: 'Open photo 1 of 2: Site photo (front.png)' }).click();
    viewer = page.getByRole('dialog', { name: 'Site photographs: photo 1 of 2' });
    await expectText(viewer, '1. Site photo · taken 2026-11-20 10:40 IST');
    await viewer.getByRole('button', { name: 'Next' }).click();
    await expectText(page.getByRole('dialog', { name: 'Site photographs: photo 2 of 2' }), '2. Site photo · taken 2026-11-20 10:55 IST');
  },
  { as: 'admin', timeout: 120_000 },
);
