import { connect, createServer, type Server, type Socket } from "node:net";

/**
 * A TCP proxy in front of the test database. `restart(ms)` behaves like a database restart seen from the
 * app: every open connection drops at once and new ones are refused until it is back.
 */
export async function startTcpProxy(target: { host: string; port: number }) {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let port = 0;

  const listen = () =>
    new Promise<void>((resolve) => {
      server = createServer((client) => {
        const upstream = connect(target.port, target.host);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on("close", () => sockets.delete(socket));
          socket.on("error", () => socket.destroy());
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, "127.0.0.1", () => {
        const address = server?.address();
        if (address && typeof address === "object") port = address.port;
        resolve();
      });
    });

  await listen();
  return {
    get port() {
      return port;
    },
    async restart(downMs: number) {
      await new Promise<void>((resolve) => {
        server?.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      });
      await new Promise((resolve) => setTimeout(resolve, downMs));
      await listen();
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    },
  };
}
