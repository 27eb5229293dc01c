import { configure, screen, within } from '@testing-library/react';
import { http } from 'shared/core';
import type { ResourceDesc } from 'shared/resources';
import { renderApp } from '../../../tools/jest/render';
import { ResourcePage } from './resource-page';
import { answer, fruitDesc } from './test-fixtures';

configure({ asyncUtilTimeout: 10_000 });
jest.setTimeout(30_000);

const desc: ResourceDesc = {
  ...fruitDesc,
  columns: [
    { field: 'name', label: 'Name' },
    { field: 'ripe_pct', label: 'Ripe %', format: 'number', percent: true },
  ],
};
const ROWS = [
  { id: 1, name: 'Half', ripe_pct: 45.5, version: 1 },
  { id: 2, name: 'Over', ripe_pct: 120, version: 1 },
  { id: 3, name: 'Unknown', ripe_pct: null, version: 1 },
];

beforeEach(() => {
  jest.spyOn(http, 'get').mockImplementation(async () => ({ data: answer({}, ROWS) }) as never);
});

test('a percent column shows its figure with a bar of that length, capped at 100; no figure, no bar', async () => {
  renderApp(<ResourcePage desc={desc} />);
  const row = async (name: string) => (await screen.findByText(name)).closest('tr')!;
  const half = (await row('Half')).querySelector('td[data-label="Ripe %"]')!;
  expect(half).toHaveTextContent('45.5%');
  expect(half.querySelector<HTMLElement>('.kit-bar > span')!.style.width).toBe('45.5%');
  // The bar is for the eye: the figure is the cell's accessible text.
  expect(half.querySelector('.kit-bar')).toHaveAttribute('aria-hidden', 'true');
  const over = (await row('Over')).querySelector('td[data-label="Ripe %"]')!;
  expect(over.querySelector<HTMLElement>('.kit-bar > span')!.style.width).toBe('100%');
  expect(within(over as HTMLElement).getByText('120%')).toBeInTheDocument();
  const unknown = (await row('Unknown')).querySelector('td[data-label="Ripe %"]')!;
  expect(unknown.textContent).toBe('');
  expect(unknown.querySelector('.kit-bar')).toBeNull();
});
