import { validateRecord } from 'shared/resources';
import { dispatchResource } from './dispatch-hard-copies';

test('record rules: the dispatch status flow and delivery details', () => {
  expect(validateRecord(dispatchResource, { status: 'DELIVERED' }, 'update', { status: 'PREPARED' })).toEqual({
    status: 'A dispatch cannot move from Prepared to Delivered.',
  });
  expect(Object.keys(validateRecord(dispatchResource, { status: 'DELIVERED' }, 'update', { status: 'IN_TRANSIT', courier_company: 'DTDC', awb_no: 'DT1234', dispatched_on: '2025-01-01' }))).toEqual(['delivered_at', 'received_by']);
});
