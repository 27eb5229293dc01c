// Software tutorials: a guide with a screen recording (a real WebM made by the browser's
// MediaRecorder) plays inline with controls; its page then shows a "How to" link beside the title
// that opens the guide.
import type { Page } from 'playwright-core';
import { check, e2eSuite, expectText, expectVisible, field } from '../lib/index';
import { dialog, expectSuccess, search, stamp } from './crud-kit';

const e2e = e2eSuite();

/** One second of coloured frames recorded from a canvas: a playable WebM file's bytes. */
async function recordWebm(page: Page): Promise<Buffer> {
  const bytes = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 64;
    canvas.height = 64;
    const ctx = canvas.getContext('2d')!;
    const recorder = new MediaRecorder(canvas.captureStream(10), { mimeType: 'video/webm' });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (e) => chunks.push(e.data);
    const stopped = new Promise((resolve) => (recorder.onstop = resolve));
    recorder.start();
    for (let i = 0; i < 10; i++) {
      ctx.fillStyle = `hsl(${i * 36}, 80%, 50%)`;
      ctx.fillRect(0, 0, 64, 64);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    recorder.stop();
    await stopped;
    return Array.from(new Uint8Array(await new Blob(chunks).arrayBuffer()));
  });
  return Buffer.from(bytes);
}

e2e.test(
  'a guide with a video plays inline, and its page links to it by the title',
  async ({ page }) => {
    const title = `Adding a holiday ${stamp()}`;
    await page.goto('/admin/softwareTutorial');
    const webm = await recordWebm(page);
    check(webm.length > 100, 'the browser recorded a video');
    await page.getByRole('button', { name: 'Add guide' }).click();
    const form = dialog(page, 'Add guide');
    await field(form, 'Title').fill(title);
    await field(form, 'Page').fill('/admin/holidays');
    await field(form, 'Steps').fill('Open Holiday List.\nClick Add holiday.');
    await field(form, 'Video').setInputFiles({ name: 'holiday.webm', mimeType: 'video/webm', buffer: webm });
    await form.getByRole('button', { name: 'Save' }).click();
    await expectSuccess(page, 'Guide Added!');

    await page.goto('/admin/holidays');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Holiday List' }));
    await page.getByRole('link', { name: 'How to: Holiday List' }).click();
    const guide = dialog(page, title);
    await expectText(guide, 'Click Add holiday.');
    const video = guide.getByLabel(`Video: ${title}`);
    await expectVisible(video);
    check((await video.getAttribute('controls')) !== null, 'the video has its controls');
    // Playable: the browser read the recording's metadata (an error event would reject).
    await video.evaluate((v: HTMLVideoElement) =>
      v.readyState >= 1
        ? true
        : new Promise((resolve, reject) => {
            v.onloadedmetadata = resolve;
            v.onerror = () => reject(new Error(`the video did not load: ${v.error?.message}`));
          }),
    );

    // Found by search in the list too.
    await guide.getByRole('button', { name: 'Close', exact: true }).click();
    await search(page, 'Software Tutorial', title);
  },
  { as: 'admin', timeout: 120_000 },
);
