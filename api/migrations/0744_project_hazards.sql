-- A project's hazards (the values of a case's NDMA section, cases 0210 / masters 0423): filled from
-- the NDMA master when the project is created and editable after. Filled in the database, so a
-- project made by the form, a bulk import or the scale seed gets them alike.
ALTER TABLE projects
  ADD COLUMN seismic_zone    text CHECK (seismic_zone IN ('II', 'III', 'IV', 'V', 'VI')),
  ADD COLUMN flood_prone     text CHECK (flood_prone IN ('Y', 'N')),
  ADD COLUMN cyclone_prone   text CHECK (cyclone_prone IN ('Y', 'N')),
  ADD COLUMN landslide_prone text CHECK (landslide_prone IN ('Y', 'N')),
  ADD COLUMN coastal_zone    text CHECK (coastal_zone IN ('Y', 'N'));

-- The master's row for a project's place: the district the pincode master gives its pincode, else
-- a district named as its city (Pune, Mumbai, Bengaluru are districts too).
CREATE FUNCTION project_ndma_hazard(p_pincode text, p_city text) RETURNS ndma_hazards
LANGUAGE sql STABLE AS $$
  SELECT h.* FROM (
    SELECT 1 AS rank, p.state, p.district FROM pincodes p WHERE p.pincode = p_pincode AND p.status = '1'
    UNION ALL SELECT 2, NULL, p_city
  ) w
  JOIN ndma_hazards h ON lower(h.district) = lower(w.district) AND (w.state IS NULL OR lower(h.state) = lower(w.state))
  ORDER BY w.rank, h.id LIMIT 1
$$;

-- Only what the writer left empty is taken from the master.
CREATE FUNCTION projects_fill_hazards() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE h ndma_hazards;
BEGIN
  IF num_nonnulls(NEW.seismic_zone, NEW.flood_prone, NEW.cyclone_prone, NEW.landslide_prone, NEW.coastal_zone) = 5 THEN
    RETURN NEW;
  END IF;
  h := project_ndma_hazard(NEW.pincode, NEW.city);
  IF h.id IS NOT NULL THEN
    NEW.seismic_zone := coalesce(NEW.seismic_zone, h.seismic_zone);
    NEW.flood_prone := coalesce(NEW.flood_prone, h.flood_prone);
    NEW.cyclone_prone := coalesce(NEW.cyclone_prone, h.cyclone_prone);
    NEW.landslide_prone := coalesce(NEW.landslide_prone, h.landslide_prone);
    NEW.coastal_zone := coalesce(NEW.coastal_zone, h.coastal_regulation_zone);
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER projects_fill_hazards BEFORE INSERT ON projects FOR EACH ROW EXECUTE FUNCTION projects_fill_hazards();

-- The projects there already.
UPDATE projects p SET seismic_zone = h.seismic_zone, flood_prone = h.flood_prone, cyclone_prone = h.cyclone_prone,
  landslide_prone = h.landslide_prone, coastal_zone = h.coastal_regulation_zone
FROM projects q CROSS JOIN LATERAL project_ndma_hazard(q.pincode, q.city) h
WHERE q.id = p.id AND h.id IS NOT NULL;
CREATE INDEX projects_seismic_zone_idx ON projects (seismic_zone, id);
