-- Substring search on contact names and numbers. Needs a role allowed to create extensions once per database.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
