-- 0913_case_words: every word of the case search document (each lexeme of cases_search_idx, 0210)
-- and how many cases hold it, kept by triggers.
-- A search word is a prefix ('palm' finds 'Palms'), and the GIN index answers a prefix by gathering
-- the cases of every word it starts into one bitmap before it can skip: at 1M cases '905:* & palm:*'
-- spent 25 ms in the index on the embedded database, '905 & (palm | palms)' 3 ms. So the case
-- search names the words a prefix starts when they are few (api/src/modules/cases/list-search.ts).
-- The counts are a floor for a one-word search ('suresh' alone is in 28,572 cases): past the list's
-- count cap it is not counted again.
-- The table must hold every word of every case (a word missing from it is a case the search
-- misses): the triggers keep it, and a load with triggers off calls case_words_rebuild() after.
CREATE TABLE case_words (
  word  text COLLATE "C" PRIMARY KEY,
  cases bigint NOT NULL
);

-- The words of one case's search document: the lexemes the GIN index holds for it.
CREATE FUNCTION case_words_of(case_no text, applicant_name text, bank_ref_no text, property_address text)
RETURNS text[] IMMUTABLE LANGUAGE sql AS $$
  SELECT tsvector_to_array(to_tsvector('simple'::regconfig, coalesce(case_no, '') || ' ' || coalesce(applicant_name, '') || ' '
    || coalesce(bank_ref_no, '') || ' ' || coalesce(property_address, '')))
$$;

-- Added in word order, so two transactions adding cases lock the words they share in one order.
CREATE FUNCTION case_words_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO case_words AS w (word, cases)
  SELECT x.word, count(*) FROM new_rows n, unnest(case_words_of(n.case_no, n.applicant_name, n.bank_ref_no, n.property_address)) x(word)
  GROUP BY 1 ORDER BY 1
  ON CONFLICT (word) DO UPDATE SET cases = w.cases + EXCLUDED.cases;
  RETURN NULL;
END $$;

-- A word no case holds any more stays with 0 (the search passes it over).
CREATE FUNCTION case_words_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE case_words w SET cases = w.cases - d.n
  FROM (SELECT x.word, count(*) AS n
        FROM old_rows o, unnest(case_words_of(o.case_no, o.applicant_name, o.bank_ref_no, o.property_address)) x(word)
        GROUP BY 1) d
  WHERE w.word = d.word;
  RETURN NULL;
END $$;

CREATE FUNCTION case_words_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was text[] := case_words_of(OLD.case_no, OLD.applicant_name, OLD.bank_ref_no, OLD.property_address);
  now_ text[] := case_words_of(NEW.case_no, NEW.applicant_name, NEW.bank_ref_no, NEW.property_address);
BEGIN
  UPDATE case_words SET cases = cases - 1 WHERE word = ANY (was) AND NOT word = ANY (now_);
  INSERT INTO case_words AS w (word, cases)
  SELECT x.word, 1 FROM unnest(now_) x(word) WHERE NOT x.word = ANY (was) ORDER BY 1
  ON CONFLICT (word) DO UPDATE SET cases = w.cases + 1;
  RETURN NULL;
END $$;

CREATE FUNCTION case_words_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM case_words;
  INSERT INTO case_words (word, cases)
  SELECT x.word, count(*) FROM cases c, unnest(case_words_of(c.case_no, c.applicant_name, c.bank_ref_no, c.property_address)) x(word)
  GROUP BY 1;
END $$;

CREATE FUNCTION case_words_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM case_words;
  RETURN NULL;
END $$;

CREATE TRIGGER case_words_ins AFTER INSERT ON cases REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION case_words_inserted();
CREATE TRIGGER case_words_del AFTER DELETE ON cases REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION case_words_deleted();
CREATE TRIGGER case_words_upd AFTER UPDATE OF case_no, applicant_name, bank_ref_no, property_address ON cases
  FOR EACH ROW WHEN (OLD.case_no IS DISTINCT FROM NEW.case_no OR OLD.applicant_name IS DISTINCT FROM NEW.applicant_name
    OR OLD.bank_ref_no IS DISTINCT FROM NEW.bank_ref_no OR OLD.property_address IS DISTINCT FROM NEW.property_address)
  EXECUTE FUNCTION case_words_changed();
CREATE TRIGGER case_words_trunc AFTER TRUNCATE ON cases FOR EACH STATEMENT EXECUTE FUNCTION case_words_truncated();

SELECT case_words_rebuild();
