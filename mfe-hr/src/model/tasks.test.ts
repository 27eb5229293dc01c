import { tasksResource } from './tasks';

test('list columns take label, format and the lookup row label from their fields', () => {
  expect(tasksResource.columns).toEqual([
    { field: 'id', label: 'ID', width: '16', sortable: true },
    { field: 'title', label: 'Title', sortable: true },
    { field: 'type', label: 'Type', format: 'option' },
    { field: 'assigned_to_name', label: 'Assigned To' },
    { field: 'due_date', label: 'Due Date', format: 'date', sortable: true },
    { field: 'priority', label: 'Priority', format: 'option', sortable: true },
    { field: 'status', label: 'Status', format: 'option', sortable: true },
  ]);
});
