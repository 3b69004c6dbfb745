-- Fuzzy (trigram) matching for search; PGlite also needs the extension passed at creation.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
