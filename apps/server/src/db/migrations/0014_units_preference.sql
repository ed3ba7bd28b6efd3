-- The units a user reads calculations in first (docs/decisions/039-file-analysis-card-and-units-preference.md):
-- `field` (ft, psi, ppg, bbl) or `metric` (m, kPa, kg/m³, m³). Cards offer the other system a click away.
ALTER TABLE user_profiles
  ADD COLUMN units text NOT NULL DEFAULT 'field' CONSTRAINT user_profiles_units_check
    CHECK (units IN ('field', 'metric'));
