-- 0412_masters_ndma_hazards: the hazard master (/admin/ndmaParameter) by state and district.
CREATE TABLE ndma_hazards (
  id                      serial PRIMARY KEY,
  state                   text NOT NULL,
  district                text NOT NULL,
  seismic_zone            text NOT NULL CHECK (seismic_zone IN ('II', 'III', 'IV', 'V', 'VI')),
  basic_wind_speed        text NOT NULL,
  flood_prone             text NOT NULL DEFAULT 'NO',
  cyclone_prone           text NOT NULL DEFAULT 'NO',
  landslide_prone         text NOT NULL DEFAULT 'NO',
  coastal_regulation_zone text NOT NULL DEFAULT 'NO',
  remarks                 text,
  created_at              timestamptz NOT NULL DEFAULT now(),
  updated_at              timestamptz NOT NULL DEFAULT now(),
  version                 integer NOT NULL DEFAULT 1
);
CREATE UNIQUE INDEX ndma_hazards_state_district_key ON ndma_hazards (state, lower(district));
CREATE INDEX ndma_hazards_district_idx ON ndma_hazards (district, id);
CREATE INDEX ndma_hazards_zone_idx ON ndma_hazards (seismic_zone, id);
CREATE INDEX ndma_hazards_search_idx ON ndma_hazards USING gin (to_tsvector('simple', coalesce(state, '') || ' ' || coalesce(district, '')));
SELECT kit_track_count('ndma_hazards');
