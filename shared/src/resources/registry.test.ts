import { defineResource } from './resources/define';
import { isResourcePage, RESOURCE_PAGE_MODULE, resourcePage } from './registry';

const notes = defineResource({
  name: 'notes',
  title: 'Notes',
  singular: 'note',
  path: 'notes',
  right: 'bank_master_page',
  titleField: 'text',
  fields: [{ name: 'text', label: 'Note', type: 'text', required: true }],
  columns: ['text'],
  searchable: ['text'],
  defaultSort: { field: 'id', order: 'desc' },
  pageSizes: [10],
  maxPageSize: 10,
  messages: { created: 'Added', updated: 'Updated', deleted: 'Deleted' },
});

describe('resourcePage', () => {
  it('takes title and right from the description and renders through the one Resources module', () => {
    const page = resourcePage(notes, { path: '/admin/notes', menu: { group: 'bank', order: 8 } });
    expect(page).toMatchObject({
      path: '/admin/notes',
      title: 'Notes',
      right: 'bank_master_page',
      module: RESOURCE_PAGE_MODULE,
      resource: 'notes',
    });
    expect(isResourcePage(page)).toBe(true);
  });

  it('states only what differs: a spec title, a menu label, or no menu right (right: null)', () => {
    const page = resourcePage(notes, {
      path: '/admin/x',
      title: 'Web Notes',
      right: null,
      menu: { group: 'bank', order: 1, label: 'Staff Notes' },
    });
    expect(page.title).toBe('Web Notes');
    expect(page.menu?.label).toBe('Staff Notes');
    expect('right' in page).toBe(false);
    // The description keeps its right: the API routes and buttons still check it.
    expect(page.desc.right).toBe('bank_master_page');
  });

  it('takes another right when the page is gated by one the description does not name', () => {
    expect(resourcePage(notes, { path: '/admin/y', right: 'dashboard_page' }).right).toBe('dashboard_page');
  });
});
