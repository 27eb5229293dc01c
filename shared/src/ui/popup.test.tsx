import { act, configure, screen, waitFor } from '@testing-library/react';
import { renderApp } from '../../../tools/jest/render';
import { successPopup } from './popup';

configure({ asyncUtilTimeout: 10_000 });
jest.setTimeout(30_000);

test('a success popup stays 1.5 s from when it shows, however long its dialog took to appear', async () => {
  renderApp(<div />); // UiProvider mounts the PopupHost
  let closed = false;
  const asked = Date.now();
  act(() => void successPopup('Allocated 1 case.').then(() => (closed = true)));
  expect(await screen.findByText('Allocated 1 case.')).toBeInTheDocument();
  const shown = Date.now();
  await waitFor(() => expect(closed).toBe(true));
  // Closed 1.5 s after it showed (the first popup waits for its dialog's chunk), not after the call.
  expect(Date.now() - shown).toBeGreaterThanOrEqual(1_400);
  expect(Date.now() - asked).toBeGreaterThanOrEqual(1_500);
});
