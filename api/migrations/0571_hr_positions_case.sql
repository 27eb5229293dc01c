-- 0571_hr_positions_case: the case a position was recorded at (a geotagged site photo, or a
-- check-in from the engineer's visit card), so that visits today count sites, not clicks.
ALTER TABLE employee_positions ADD COLUMN case_id integer REFERENCES cases(id) ON DELETE SET NULL;
