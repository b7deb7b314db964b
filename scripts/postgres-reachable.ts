/** Exits 0 when the PostgreSQL server the server tests use answers within 3 seconds, else 1. */
import pg from 'pg';

const url = process.env.KIRANA_TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
try {
  await client.connect();
  await client.query('select 1');
  await client.end();
  process.exit(0);
} catch {
  process.exit(1);
}
