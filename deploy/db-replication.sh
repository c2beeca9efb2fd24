#!/bin/sh
# Run once by the postgres image when the primary's data folder is first made: lets the read replica
# (docker-compose.yml, profile "replica") stream from it as the application's user.
echo "host replication ${POSTGRES_USER} all scram-sha-256" >> "$PGDATA/pg_hba.conf"
