-- 0423_masters_ndma_yes_no: the hazard flags as a case stores them ('Y' / 'N', cases 0210), so a
-- case's NDMA section takes them from the master unchanged (0412 stored 'YES' / 'NO').
UPDATE ndma_hazards SET
  flood_prone = left(flood_prone, 1),
  cyclone_prone = left(cyclone_prone, 1),
  landslide_prone = left(landslide_prone, 1),
  coastal_regulation_zone = left(coastal_regulation_zone, 1);
ALTER TABLE ndma_hazards
  ALTER COLUMN flood_prone SET DEFAULT 'N',
  ALTER COLUMN cyclone_prone SET DEFAULT 'N',
  ALTER COLUMN landslide_prone SET DEFAULT 'N',
  ALTER COLUMN coastal_regulation_zone SET DEFAULT 'N',
  ADD CONSTRAINT ndma_hazards_flags_check CHECK (
    flood_prone IN ('Y', 'N') AND cyclone_prone IN ('Y', 'N') AND landslide_prone IN ('Y', 'N') AND coastal_regulation_zone IN ('Y', 'N'));
