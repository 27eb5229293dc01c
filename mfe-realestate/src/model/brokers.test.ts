import { validateRecord } from 'shared/resources';
import { cellText } from 'shared/kit';
import { brokerQuotesResource, brokersResource } from './brokers';

test('a broker lists the labels of the property types it deals in', () => {
  const column = brokersResource.columns.find((c) => c.field === 'property_types')!;
  expect(cellText(brokersResource, column, ['RES_FLAT', 'COMMERCIAL_SHOP'])).toBe('Residential flat, Commercial shop');
});

test('a rate quote whose maximum is below its minimum is refused with the message', () => {
  const quote = { broker_id: 1, quoted_on: '2026-11-02', locality: 'Baner', pincode: '411045', property_type: 'RES_FLAT', unit: 'SQFT' };
  expect(validateRecord(brokerQuotesResource, { ...quote, rate_min: 12_000, rate_max: 11_000 }, 'create')).toEqual({
    rate_max: 'Rate Max must not be below Rate Min',
  });
  expect(validateRecord(brokerQuotesResource, { ...quote, rate_min: 11_000, rate_max: 12_000 }, 'create')).toEqual({});
});
