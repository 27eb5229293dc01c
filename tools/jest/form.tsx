// Opens the kit's form dialog for a description, as a remote's model tests need it: lookups answer
// two company branches (and two pincodes), `submit` records the body.
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'shared/core';
import { ResourceFormDialog } from 'shared/kit';
import type { ResourceDesc, ResourceRow } from 'shared/resources';
import { renderApp } from './render';

export { apiError } from '../../shared/src/kit/test-fixtures';

// Chakra in jsdom is slow on a loaded machine: give async queries room.
configure({ asyncUtilTimeout: 5000 });

export function mockLookups() {
  const get = jest.spyOn(http, 'get');
  beforeEach(() => {
    get.mockReset().mockImplementation((async (path: string, config?: { params?: { search?: string } }) =>
      path === 'lookups/pincodes'
        ? pincodesFound(PINCODES, config?.params?.search)
        : {
            data: {
              data: [
                { id: 1, name: 'Mumbai' },
                { id: 2, name: 'Pune' },
              ],
            },
          }) as never);
  });
}

const PINCODES = { '400051': 'Bandra East, Mumbai Suburban', '411001': 'Camp, Pune' };

/**
 * What a pincode search answers (GET /api/lookups/pincodes or /api/register/pincodes?search=):
 * the given places' pincodes starting with the typed digits, as the API does.
 */
export function pincodesFound(places: Record<string, string>, search = '') {
  const data = Object.entries(places)
    .filter(([pin]) => pin.startsWith(search))
    .map(([pincode, place]) => ({ pincode, name: `${pincode} · ${place}` }));
  return { data: { data } };
}

export function openForm(desc: ResourceDesc, mode: 'create' | 'update' = 'create', record?: Partial<ResourceRow>) {
  const submit = jest.fn(async () => ({ data: {} }));
  const onClose = jest.fn();
  const onSaved = jest.fn();
  renderApp(<ResourceFormDialog desc={desc} mode={mode} record={record} submit={submit} onClose={onClose} onSaved={onSaved} />);
  return { submit, onClose, onSaved };
}

export const box = (name: string) => screen.getByRole('textbox', { name });

/** One change event per field: typing char by char re-validates the whole form each time. */
export async function fill(el: HTMLElement, text: string) {
  await userEvent.click(el);
  await userEvent.paste(text);
}

export const save = () => userEvent.click(screen.getByRole('button', { name: 'Save' }));

/**
 * Moves a combobox's highlight down with the arrow key onto each option in turn (`path`, the last
 * one the target) and picks it with Enter. Each key waits for the highlight to move: keys sent in
 * one burst can outrun the component's render on a busy machine, so a later key would act on an
 * older highlight.
 */
export async function pickWithArrows(user: ReturnType<typeof userEvent.setup>, path: RegExp[]) {
  for (const name of path) {
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('option', { name })).toHaveAttribute('data-highlighted'));
  }
  await user.keyboard('{Enter}');
}
