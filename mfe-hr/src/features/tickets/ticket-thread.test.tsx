import { configure, screen, within } from '@testing-library/react';
import { http } from 'shared/core';
import { renderApp } from '../../../../tools/jest/render';
import { TicketThread } from './ticket-thread';

// Chakra in jsdom is slow on a loaded machine: give async queries room.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);
// RTK Query's base query calls the one axios instance's request.
const request = jest.spyOn(http, 'request');

// Instants in UTC; the office (Asia/Kolkata) reads them 5:30 later.
const TICKET = {
  id: 5,
  ticket_no: 'TKT-000005',
  subject: 'Report printer at Pune branch not working',
  type: 'IT',
  status: 'OPEN',
  sla_due: '2026-11-25T08:00:00.000Z',
  sla_note: 'Overdue',
};
const COMMENT = {
  id: 1,
  body: 'Paper jam error even with the tray empty',
  move: null,
  author_name: 'Suresh Patil',
  created_at: '2026-11-25T04:10:00.000Z',
  attachment: null,
};

beforeEach(() => {
  request.mockReset().mockImplementation(async (config) => {
    const { url } = config as { url: string };
    if (url === 'tickets/5/comments') return { data: { data: [COMMENT] } } as never;
    return { data: { data: [] } } as never;
  });
});

test('the thread shows the SLA due time and its breach, and each comment at its time, on the office clock', async () => {
  renderApp(<TicketThread ticket={TICKET} onClose={() => {}} />);
  const dialog = await screen.findByRole('dialog', { name: /TKT-000005/ });
  expect(within(dialog).getByText('SLA due 2026-11-25 13:30')).toBeInTheDocument();
  expect(within(dialog).getByText('Overdue')).toBeInTheDocument();
  expect(await within(dialog).findByText('Suresh Patil · 2026-11-25 09:40')).toBeInTheDocument();
});

test('a ticket within its SLA shows no breach', async () => {
  renderApp(<TicketThread ticket={{ ...TICKET, sla_note: '' }} onClose={() => {}} />);
  const dialog = await screen.findByRole('dialog', { name: /TKT-000005/ });
  expect(await within(dialog).findByText('Paper jam error even with the tray empty')).toBeInTheDocument();
  expect(within(dialog).queryByText('Overdue')).not.toBeInTheDocument();
});
