-- 0910_bill_lines_quoted_fee: the fee schedule's quote a draft line was given when its case had no
-- fee of its own. Without it an edited quoted fee could not be told from the quote (it stayed marked
-- as quoted and needed no reason); the line's fee state is derived from this, the case fee and the fee.
ALTER TABLE bill_lines ADD COLUMN quoted_fee numeric(12,2) CHECK (quoted_fee >= 0);
-- Lines drafted before: a case without a fee and a line without an override reason took the quote.
UPDATE bill_lines l SET quoted_fee = l.fee FROM cases c
WHERE c.id = l.case_id AND c.fee IS NULL AND l.fee_override_reason IS NULL;
