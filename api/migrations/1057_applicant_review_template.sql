-- Issue 30.4: the applicant's decisions record the rights template of a master approval as it was
-- then (its role name; a later rename or delete does not rewrite history) and the rights the new
-- account was actually given (the template's rights the approver held), in the rights' order.
ALTER TABLE applicant_reviews ADD COLUMN template text;
ALTER TABLE applicant_reviews ADD COLUMN rights_given jsonb CHECK (rights_given IS NULL OR jsonb_typeof(rights_given) = 'array');
