import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, removeLogin, signIn, store } from 'shared/core';
import { renderApp } from '../../../../tools/jest/render';
import WebhooksPage from './webhooks-page';

jest.setTimeout(60_000);

const URL = 'https://bank.example/hooks';
const ENDPOINT = { id: 5, bank_id: 1, bank_name: 'State Bank of India', url: URL, events: ['report.released'], status: '1', version: 1 };
const MADE = `whsec_${'a'.repeat(43)}`;
const ROTATED = `whsec_${'b'.repeat(43)}`;

const get = jest.spyOn(http, 'get');
const post = jest.spyOn(http, 'post');
const request = jest.spyOn(http, 'request');
beforeEach(() => {
  get.mockReset().mockImplementation(async (url: string) => {
    if (url === 'lookups/banks') return { data: { data: [{ id: 1, name: 'State Bank of India' }] } } as never;
    return { data: { data: [ENDPOINT], total: 1, page: 1, pageSize: 25 } } as never;
  });
  post
    .mockReset()
    .mockImplementation(
      async () =>
        ({ data: { data: { ...ENDPOINT, id: 6 }, secret: MADE, message: 'Webhook added: copy its signing secret now.' } }) as never,
    );
  request
    .mockReset()
    .mockImplementation(async () => ({ data: { data: { id: 5, version: 2 }, secret: ROTATED, message: 'New signing secret.' } }) as never);
});
afterEach(() => act(() => void store.dispatch(removeLogin())));

const asStaff = () =>
  act(
    () =>
      void store.dispatch(
        signIn.fulfilled(
          { token: 't', user: { id: 1, name: 'Staff', rights: [{ page: { name: 'email_master' }, view_status: '1' }] } as never },
          'test',
          { kind: 'admin', email: 'x', password: 'y' },
        ),
      ),
  );

test('adding an endpoint asks no secret and shows the one the server made, once', async () => {
  asStaff();
  renderApp(<WebhooksPage />);
  await screen.findByText(URL);
  await userEvent.click(screen.getByRole('button', { name: /^Add/ }));
  const form = await screen.findByRole('dialog', { name: /webhook endpoint/i });
  expect(within(form).queryByLabelText(/secret/i)).not.toBeInTheDocument();
  await within(form).findByRole('option', { name: 'State Bank of India' });
  await userEvent.selectOptions(within(form).getByRole('combobox', { name: /Bank/ }), '1');
  await userEvent.type(within(form).getByRole('textbox', { name: /URL/ }), 'https://bank.example/new');
  await userEvent.click(within(form).getByRole('checkbox', { name: 'Report released' }));
  await userEvent.click(within(form).getByRole('button', { name: /^Save|^Add|^Submit/ }));
  const shown = await screen.findByRole('dialog', { name: 'Signing secret of https://bank.example/new' }, { timeout: 10_000 });
  expect(within(shown).getByLabelText('Signing secret')).toHaveTextContent(MADE);
  const [path, body] = post.mock.calls[0];
  expect(path).toBe('webhook-endpoints');
  expect(body).not.toHaveProperty('secret');
  await userEvent.click(within(shown).getByRole('button', { name: 'Done' }));
  expect(screen.queryByText(MADE)).not.toBeInTheDocument();
});

test("'New secret' asks first, then shows the new secret once", async () => {
  asStaff();
  renderApp(<WebhooksPage />);
  await screen.findByText(URL);
  await userEvent.click(screen.getByRole('button', { name: `New secret webhook endpoint ${URL}` }));
  const ask = await screen.findByRole('alertdialog', { name: `New signing secret for ${URL}?` });
  expect(request).not.toHaveBeenCalled();
  await userEvent.click(within(ask).getByRole('button', { name: 'New secret' }));
  const shown = await screen.findByRole('dialog', { name: `Signing secret of ${URL}` });
  expect(within(shown).getByLabelText('Signing secret')).toHaveTextContent(ROTATED);
  expect(request).toHaveBeenCalledWith(expect.objectContaining({ url: 'webhook-endpoints/5/secret', method: 'POST' }));
});
