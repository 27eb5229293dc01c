import { act, render, screen } from '@testing-library/react';
import { Button } from '@chakra-ui/react';
import { toaster } from './toaster';
import { UiHosts, UiIsland, UiProvider } from './provider';

afterEach(() => act(() => toaster.remove()));

test('a light page: its kit part works in a UiIsland and its one UiHosts shows a toast', async () => {
  render(
    <>
      <UiIsland>
        <Button>Save observations</Button>
      </UiIsland>
      <UiHosts />
    </>,
  );
  expect(screen.getByRole('button', { name: 'Save observations' })).toHaveClass('chakra-button');
  act(() => void toaster.create({ type: 'success', title: 'Checked in at CASE/1.' }));
  expect(await screen.findAllByText('Checked in at CASE/1.')).toHaveLength(1);
});

test('the same page inside the full shell (a UiProvider): its UiHosts steps aside, so a toast shows once', async () => {
  render(
    <UiProvider>
      <UiIsland>
        <Button>Save observations</Button>
      </UiIsland>
      <UiHosts />
    </UiProvider>,
  );
  expect(screen.getByRole('button', { name: 'Save observations' })).toHaveClass('chakra-button');
  act(() => void toaster.create({ type: 'success', title: 'Photo saved at 19.11760, 72.90600' }));
  expect(await screen.findAllByText('Photo saved at 19.11760, 72.90600')).toHaveLength(1);
  // Still one a moment later: a second host would have shown it by now.
  await new Promise((r) => setTimeout(r, 50));
  expect(screen.getAllByText('Photo saved at 19.11760, 72.90600')).toHaveLength(1);
});
