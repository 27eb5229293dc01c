-- Issue 30.6. An offer or leaving letter is found by the name of the person it was issued to:
-- the name as issued is kept on the letter (a later rename does not rewrite an issued letter)
-- and searched beside the letter number.
ALTER TABLE hr_letters ADD COLUMN employee_name text;
UPDATE hr_letters l SET employee_name = trim(concat_ws(' ', u.name, u.surname)) FROM users u WHERE u.id = l.user_id;
DROP INDEX hr_letters_search_idx;
CREATE INDEX hr_letters_search_idx ON hr_letters USING gin (to_tsvector('simple', coalesce(letter_no, '') || ' ' || coalesce(employee_name, '')));

-- A report number is one word to the text parser ('br/2526/009999'), so searching feedback links
-- by its last digits found nothing: its parts, and the number without its first part
-- ('2526/004711'), are kept beside it (generated) and searched too.
ALTER TABLE feedback_requests ADD COLUMN case_ref_parts text
  GENERATED ALWAYS AS (regexp_replace(case_ref, '[^A-Za-z0-9]+', ' ', 'g') || ' ' || regexp_replace(case_ref, '^[A-Za-z0-9]*[^A-Za-z0-9]', '')) STORED;
DROP INDEX feedback_requests_search_idx;
CREATE INDEX feedback_requests_search_idx ON feedback_requests USING gin (to_tsvector('simple', coalesce(case_ref, '') || ' ' || coalesce(case_ref_parts, '') || ' ' || coalesce(contact_email, '')));
