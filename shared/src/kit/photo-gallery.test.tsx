import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'shared/core';
import { renderApp } from '../../../tools/jest/render';
import { PhotoGallery, type GalleryPhoto } from './photo-gallery';

configure({ asyncUtilTimeout: 10_000 });
jest.setTimeout(30_000);

const PHOTOS: GalleryPhoto[] = [
  { key: 1, url: 'cases/7/documents/1/file', alt: 'Front elevation', caption: '1. Front elevation · taken 12-10-2026 10:15 IST' },
  { key: 2, url: 'cases/7/documents/2/file', alt: 'Kitchen', caption: '2. Kitchen · taken 12-10-2026 10:20 IST' },
  { key: 3, url: 'cases/7/documents/3/file', alt: 'Road', caption: '3. Road · no capture time' },
];

const get = jest.spyOn(http, 'get');
let made = 0;
beforeEach(() => {
  made = 0;
  URL.createObjectURL = jest.fn(() => `blob:photo-${++made}`);
  URL.revokeObjectURL = jest.fn();
  get.mockReset().mockImplementation(async (url: string) => {
    if (url.includes('/3/')) throw { message: 'Error:404Error Text: No such document.' };
    return { data: new Blob(['x'], { type: 'image/jpeg' }) } as never;
  });
});

test('thumbnails are fetched with the session (http), each a button named by its photo; a failed one says why', async () => {
  renderApp(<PhotoGallery photos={PHOTOS} label="Site photographs" />);
  const list = screen.getByRole('list', { name: 'Site photographs' });
  expect(
    within(list)
      .getAllByRole('button')
      .map((b) => b.getAttribute('aria-label')),
  ).toEqual(['Open photo 1 of 3: Front elevation', 'Open photo 2 of 3: Kitchen', 'Open photo 3 of 3: Road']);
  await waitFor(() => expect(list.querySelectorAll('img[src^="blob:"]')).toHaveLength(2));
  expect(get).toHaveBeenCalledWith('cases/7/documents/1/file', expect.objectContaining({ responseType: 'blob' }));
  expect(await within(list).findByText('Error:404Error Text: No such document.')).toBeInTheDocument();
});

test('the viewer opens on the photo chosen, steps with buttons and arrow keys (round at the ends), and Escape returns focus', async () => {
  const user = userEvent.setup();
  renderApp(<PhotoGallery photos={PHOTOS} label="Site photographs" />);
  const second = screen.getByRole('button', { name: 'Open photo 2 of 3: Kitchen' });
  await user.click(second);
  const dialog = await screen.findByRole('dialog', { name: 'Site photographs: photo 2 of 3' });
  expect(within(dialog).getByText('2. Kitchen · taken 12-10-2026 10:20 IST')).toBeInTheDocument();
  expect(await within(dialog).findByRole('img', { name: 'Kitchen' })).toHaveAttribute('src', expect.stringMatching(/^blob:/));

  await user.click(within(dialog).getByRole('button', { name: 'Next' }));
  expect(await screen.findByRole('dialog', { name: 'Site photographs: photo 3 of 3' })).toHaveTextContent('3. Road · no capture time');
  await user.keyboard('{ArrowRight}');
  expect(await screen.findByRole('dialog', { name: 'Site photographs: photo 1 of 3' })).toHaveTextContent('1. Front elevation');
  await user.keyboard('{ArrowLeft}');
  expect(await screen.findByRole('dialog', { name: 'Site photographs: photo 3 of 3' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Previous' }));
  expect(await screen.findByRole('dialog', { name: 'Site photographs: photo 2 of 3' })).toBeInTheDocument();

  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  await waitFor(() => expect(second).toHaveFocus());
});

test('no photos, no list', () => {
  renderApp(<PhotoGallery photos={[]} label="Site photographs" />);
  expect(screen.queryByRole('list', { name: 'Site photographs' })).not.toBeInTheDocument();
});
