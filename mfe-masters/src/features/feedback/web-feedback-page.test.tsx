import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'shared/core';
import { renderApp } from '../../../../tools/jest/render';
import WebFeedbackPage from './web-feedback-page';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(60_000);

const rows = [
  { id: 4, case_ref: 'MUM/2526/004711', contact_email: 'loans@bank.example.in', sent_at: '2026-11-20T05:00:00Z', answered_at: null },
  {
    id: 5,
    case_ref: 'MUM/2526/004712',
    contact_email: 'loans@bank.example.in',
    sent_at: '2026-11-20T05:00:00Z',
    answered_at: '2026-11-21T05:00:00Z',
  },
];
const link = 'https://office.example.in/feedback?token=abc123';
const get = jest.spyOn(http, 'get');
const request = jest.spyOn(http, 'request');
beforeEach(() => {
  get.mockReset().mockResolvedValue({ data: { data: rows, total: 2, page: 1, pageSize: 25 } } as never);
  request.mockReset().mockImplementation(async (cfg) => {
    const { data } = cfg as { data: { send: boolean } };
    return {
      data: {
        data: { link, expires_at: '2026-12-29T00:00:00Z' },
        message: data.send
          ? 'Feedback link sent again to loans@bank.example.in. The link sent before no longer works.'
          : 'A new link is ready to copy. The link sent before no longer works.',
      },
    } as never;
  });
});

test('an unanswered link is copied (a new one, after asking) or sent again; an answered one offers neither', async () => {
  const user = userEvent.setup();
  renderApp(<WebFeedbackPage />);
  expect(await screen.findByText('MUM/2526/004711')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /^Copy link .*004712$/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /^Resend link .*004712$/ })).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: /^Copy link .*004711$/ }));
  const ask = await screen.findByRole('alertdialog', { name: 'A new feedback link for MUM/2526/004711?' });
  expect(ask).toHaveTextContent('The link sent before stops working');
  await user.click(within(ask).getByRole('button', { name: 'Make the link' }));
  expect(await screen.findByText('Link copied')).toBeInTheDocument();
  expect(await navigator.clipboard.readText()).toBe(link); // user-event's clipboard stands in for the browser's
  expect(screen.getByText(new RegExp(link.replace(/[?.]/g, '\\$&')))).toBeInTheDocument();
  expect(request.mock.calls[0][0]).toMatchObject({ url: '/feedback-requests/4/link', method: 'POST', data: { send: false } });
  await user.click(screen.getByRole('button', { name: 'OK' }));

  await user.click(screen.getByRole('button', { name: /^Resend link .*004711$/ }));
  const again = await screen.findByRole('alertdialog', { name: 'Send the feedback link again to loans@bank.example.in?' });
  await user.click(within(again).getByRole('button', { name: 'Send again' }));
  expect(await screen.findByText(/Feedback link sent again to loans@bank\.example\.in/)).toBeInTheDocument();
  await waitFor(() => expect(request.mock.calls.at(-1)?.[0]).toMatchObject({ url: '/feedback-requests/4/link', data: { send: true } }));
});
