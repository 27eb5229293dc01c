import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ResourceDesc } from 'shared/resources';
import { renderApp } from '../../../tools/jest/render';
import { ResourceFormDialog } from './form-dialog';
import { fruitDesc } from './test-fixtures';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

/** Owners (a JSON list of objects) and growers (a list of names), each typed as rows of inputs. */
const farmDesc: ResourceDesc = {
  ...fruitDesc,
  fields: [
    fruitDesc.fields[0],
    {
      name: 'owners',
      label: 'Owners',
      type: 'json',
      maxLength: 4000,
      rows: {
        singular: 'owner',
        fields: [
          { name: 'name', label: 'Name' },
          { name: 'share', label: 'Share' },
        ],
      },
    },
    { name: 'growers', label: 'Growers', type: 'tags', maxItems: 2, itemMaxLength: 40, rows: { singular: 'grower' } },
  ],
};

function open(record: Record<string, unknown> | null) {
  const submit = jest.fn(async (_args: { body: Record<string, unknown> }) => ({ data: {} }));
  renderApp(
    <ResourceFormDialog
      desc={farmDesc}
      mode={record ? 'update' : 'create'}
      record={record as never}
      submit={submit}
      onClose={jest.fn()}
      onSaved={jest.fn()}
    />,
  );
  return submit;
}

test('owners and growers are typed as rows; the payload is the list, empty rows left out', async () => {
  const submit = open(null);
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Orchard');
  expect(screen.queryByRole('textbox', { name: 'Owner 1 Name' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Add owner' }));
  await user.type(screen.getByRole('textbox', { name: 'Owner 1 Name' }), 'Asha Rao');
  await user.type(screen.getByRole('textbox', { name: 'Owner 1 Share' }), '60%');
  await user.click(screen.getByRole('button', { name: 'Add owner' }));
  await user.type(screen.getByRole('textbox', { name: 'Owner 2 Name' }), 'Ravi Rao');
  // A third row left empty is no owner.
  await user.click(screen.getByRole('button', { name: 'Add owner' }));
  await user.click(screen.getByRole('button', { name: 'Add grower' }));
  await user.type(screen.getByRole('textbox', { name: 'Grower 1' }), 'Meher');
  await user.click(screen.getByRole('button', { name: 'Add grower' }));
  await user.type(screen.getByRole('textbox', { name: 'Grower 2' }), 'Kiran');
  // At most two growers: Add is disabled at the limit.
  expect(screen.getByRole('button', { name: 'Add grower' })).toBeDisabled();
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(submit).toHaveBeenCalled());
  expect(submit.mock.calls[0][0].body).toMatchObject({
    name: 'Orchard',
    owners: [
      { name: 'Asha Rao', share: '60%' },
      { name: 'Ravi Rao', share: '' },
    ],
    growers: ['Meher', 'Kiran'],
  });
});

test('a stored list shows as rows; Remove drops one, removing all sends no list', async () => {
  const submit = open({ id: 3, name: 'Grove', version: 1, owners: [{ name: 'Asha Rao', share: '50%' }], growers: ['Meher', 'Kiran'] });
  const user = userEvent.setup();
  expect(screen.getByRole('textbox', { name: 'Owner 1 Name' })).toHaveValue('Asha Rao');
  expect(screen.getByRole('textbox', { name: 'Owner 1 Share' })).toHaveValue('50%');
  expect(screen.getByRole('textbox', { name: 'Grower 2' })).toHaveValue('Kiran');
  await user.click(screen.getByRole('button', { name: 'Remove grower 1' }));
  expect(screen.getByRole('textbox', { name: 'Grower 1' })).toHaveValue('Kiran');
  expect(screen.queryByRole('textbox', { name: 'Grower 2' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Remove owner 1' }));
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(submit).toHaveBeenCalled());
  expect(submit.mock.calls[0][0].body).toMatchObject({ owners: null, growers: ['Kiran'] });
});
