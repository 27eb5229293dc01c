-- 0902_cases_duplicate_index: the duplicate check's "same applicant at this pincode" probe reads
-- this index instead of every case ever received at the pincode.
CREATE INDEX cases_pincode_applicant_idx ON cases (pincode, lower(applicant_name));
