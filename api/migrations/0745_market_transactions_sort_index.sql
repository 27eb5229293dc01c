-- The market transactions list sorts by registration date (newest first) then id. Without an index
-- of exactly that order a deep page sorted the table up to its offset: at 1.1 million sales, a page
-- a third of the way in took 283 ms (p50, embedded database); the natural key starts with the date
-- but holds no id, so every skipped row was read from the table as well.
CREATE INDEX market_transactions_date_id ON market_transactions (registration_date, id);
