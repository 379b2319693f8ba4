import pg from "pg";

/** A connection of its own: COPY holds it for the whole load. */
export async function connect(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return client;
}
