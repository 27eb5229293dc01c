-- The AVM's comparables among released cases: by pincode and type over time, and near a point.
CREATE INDEX cases_avm_pincode ON cases (pincode, property_type, released_at) WHERE released_at IS NOT NULL AND rate_adopted > 0;
CREATE INDEX cases_avm_position ON cases (latitude, longitude) WHERE released_at IS NOT NULL AND rate_adopted > 0;
