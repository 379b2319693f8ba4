/**
 * The machine's own ceiling for a request-heavy bench: a bare `node:http` server, in its own process, that
 * answers every request with the same bytes the product's server just sent (status, type and body), no
 * routing, database or checks. Measured by the same clients in the same run, it says how fast this machine
 * turns HTTP requests around at all, so a req/s figure can be read as a ratio to it: the same code ran 2–2.5
 * times slower on one machine of this kind than on another (docs/PERFORMANCE.md), and pgbench did not show it.
 */
import { type SnippetServer, startSnippetServer } from "./snippet-server.js";

/** Plain JavaScript for `node --input-type=module`: the body arrives on stdin, the port leaves on stdout. */
const SERVER_SOURCE = `
import http from "node:http";
const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const body = Buffer.concat(chunks);
const server = http.createServer((request, response) => {
  request.resume();
  request.on("end", () => {
    response.writeHead(200, { "content-type": "application/json; charset=utf-8", "content-length": body.length });
    response.end(body);
  });
});
server.keepAliveTimeout = 72_000;
server.listen(0, "127.0.0.1", () => process.stdout.write(server.address().port + "\\n"));
`;

/** Starts the bare server answering `body`; resolves once it listens. */
export function startBareHttpServer(body: Buffer): Promise<SnippetServer> {
  return startSnippetServer(SERVER_SOURCE, body);
}
