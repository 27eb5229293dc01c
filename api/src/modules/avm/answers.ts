import { bool, dataOf, day, int, listOf, nullable, num, object, text } from '../../http/answer-schemas';

/** The response schemas of the AVM routes (mfe-realestate/model avm.ts, mfe-cases/model valuation.ts). */

const figure = nullable(num);

const estimate = object({
  count: int,
  median: figure,
  q1: figure,
  q3: figure,
  area_sqft: num,
  market_value: figure,
  estimate: figure,
  low: figure,
  high: figure,
  rr_value: figure,
  floored: bool,
  confidence: num,
  confidence_label: text,
  median_age_months: figure,
  dispersion: figure,
});

const comparable = object({
  source: text,
  id: int,
  rate: num,
  date: day,
  label: nullable(text),
  pincode: nullable(text),
  distance_km: figure,
});

const readyReckoner = nullable(
  object({ rate: num, per: text, rate_sqft: num, year: int, zone: nullable(text), local_name: nullable(text) }),
);

export const estimated = {
  200: dataOf(object({ estimate, comparables: listOf(comparable), ready_reckoner: readyReckoner, as_of: day })),
};

export const backtest = {
  200: dataOf(object({ cases: int, estimated: int, mdape: figure, within_10: figure, ms_p95: figure })),
};

export const valuationReference = {
  200: dataOf(
    object({
      area_unit: text,
      area: nullable(object({ field: text, value: num })),
      ready_reckoner: nullable(
        object({
          rate: num,
          value: figure,
          master_rate: num,
          master_per: text,
          year: int,
          zone: nullable(text),
          local_name: nullable(text),
        }),
      ),
      avm: object({
        count: int,
        estimate: figure,
        low: figure,
        high: figure,
        rate: figure,
        rate_low: figure,
        rate_high: figure,
        confidence: num,
        confidence_label: text,
        floored: bool,
        as_of: day,
      }),
      // The query that opens the same valuation on /admin/avm: its parameters as text.
      avm_query: { type: 'object', additionalProperties: text },
    }),
  ),
};
