-- Trigram search (ILIKE and similarity) for requests, vents, companies and products.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
