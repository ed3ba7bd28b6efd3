-- Market prices as last taken from their source (EIA or FRED), one row per series, shared by
-- every server process. `next_check_at` is when the source may be asked again (10 minutes after
-- a success, sooner after a failure); `claimed_until` marks a refresh in progress, so concurrent
-- requests on any process cause one call to the source. The price columns stay as they were
-- when a refresh fails: the last stored price is served, marked not live.

CREATE TABLE market_quotes (
  series text PRIMARY KEY,
  price double precision,
  price_date date,
  previous_price double precision,
  previous_date date,
  source text CHECK (source IN ('EIA', 'FRED')),
  -- When the stored price was taken from the source.
  fetched_at timestamptz,
  -- The last refresh failed: why, and when.
  last_error text,
  last_error_at timestamptz,
  next_check_at timestamptz NOT NULL DEFAULT now(),
  claimed_until timestamptz,
  CHECK ((price IS NULL) = (price_date IS NULL) AND (price IS NULL) = (fetched_at IS NULL))
);
