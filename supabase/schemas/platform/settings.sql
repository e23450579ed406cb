-- The schema files are loaded in config.toml's order ([db.migrations] schema_paths): tables first, then
-- the functions (with their triggers). A function body may name a table or function of a later file,
-- so bodies are checked when they run, not when they are created (as pg_dump's own output does).
set check_function_bodies = false;
