-- 0905: the case list's case-number order is byte-wise (COLLATE "C"), so a number series (a case
-- number without its serial, 'MUM/2526/') is one contiguous run of it whatever the database's
-- collation; its index too. (This file once also kept the cases per series by triggers; 1062 took
-- that out, and the file now creates only what stays.)

-- The series of a number: up to and including its last '/' ('' when it has none).
CREATE FUNCTION case_no_series(no text) RETURNS text IMMUTABLE LANGUAGE sql AS $$
  SELECT coalesce(substring(no FROM '^(.*/)'), '') COLLATE "C"
$$;

DROP INDEX cases_list_case_no_idx;
CREATE INDEX cases_list_case_no_idx ON cases ((case_no COLLATE "C"), id);
