#!/bin/sh
# The role the API replicas connect as: it may read and write the rows of the service's tables and
# nothing more, so that a flaw in the service cannot change the schema, read the server's files or run
# programs. The migrations run as POSTGRES_USER, who owns the schema (the `migrate` service of
# docker-compose.yml).
#
# The postgres image runs this once, as POSTGRES_USER, when it initialises an empty data volume. It is
# safe to run again, e.g. on a volume made before it existed:
#   docker compose exec postgres sh /docker-entrypoint-initdb.d/10-app-role.sh
#
# No `set -u`: when the file is not executable, the image's entrypoint sources it into its own shell.
set -e
if [ -z "$FORMS_APP_PASSWORD" ]; then
  echo "10-app-role.sh: set FORMS_APP_PASSWORD, the password of the API's database role" >&2
  exit 1
fi

psql -v ON_ERROR_STOP=1 --no-psqlrc --username "$POSTGRES_USER" --dbname "$POSTGRES_DB" \
  -v app_user="${FORMS_APP_USER:-form_service_app}" -v app_password="$FORMS_APP_PASSWORD" \
  -v owner="$POSTGRES_USER" -v db="$POSTGRES_DB" <<'SQL'
SELECT format('CREATE ROLE %I', :'app_user') WHERE NOT EXISTS (SELECT FROM pg_roles WHERE rolname = :'app_user') \gexec
ALTER ROLE :"app_user" LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS PASSWORD :'app_password';
GRANT CONNECT ON DATABASE :"db" TO :"app_user";
GRANT USAGE ON SCHEMA public TO :"app_user";
-- The tables and sequences there are now (none on a new volume) ...
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO :"app_user";
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO :"app_user";
-- ... and every one the migrations create later, as the owner.
ALTER DEFAULT PRIVILEGES FOR ROLE :"owner" IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO :"app_user";
ALTER DEFAULT PRIVILEGES FOR ROLE :"owner" IN SCHEMA public GRANT USAGE, SELECT ON SEQUENCES TO :"app_user";
SQL
