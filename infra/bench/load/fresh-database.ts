import postgres from 'postgres';

/** The PostgreSQL server benchmarks create their databases on. */
export const BENCH_SERVER_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Drops and creates database `name` on the benchmark server; resolves to its URL. */
export async function freshDatabase(name: string): Promise<string> {
  const admin = postgres(BENCH_SERVER_URL, { max: 1, onnotice: () => {} });
  await admin.unsafe(`drop database if exists ${name} with (force)`);
  await admin.unsafe(`create database ${name}`);
  await admin.end();
  const url = new URL(BENCH_SERVER_URL);
  url.pathname = `/${name}`;
  return url.toString();
}
