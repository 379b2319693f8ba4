import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

export type ServerProcess = { url: string; child: ChildProcess; output: () => string };

/**
 * The real server with the given environment: src/main.ts through tsx (what the tests change is what runs), or
 * the build in dist/, as `npm start` runs it (the benches: tsx's source maps make every Error cost more).
 */
export async function startServerProcess(
  env: Record<string, string>,
  port: number,
  nodeArgs: string[] = [],
  entry: "source" | "built" = "source",
): Promise<ServerProcess> {
  let output = "";
  const child = spawn(
    process.execPath,
    entry === "built"
      ? [...nodeArgs, "dist/main.js"]
      : [...nodeArgs, "--import", "tsx", "--conditions=source", "src/main.ts"],
    {
      cwd: serverRoot,
      env: { ...process.env, ...env, PORT: String(port), HOST: "127.0.0.1" },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  child.stdout?.on("data", (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    try {
      const response = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(1_000) });
      if (response.ok) return { url, child, output: () => output };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export async function stopServerProcess(server: ServerProcess, signal: NodeJS.Signals): Promise<void> {
  // A process a signal ended has no exit code, only its signal: it will not exit again.
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  const exited = new Promise((resolve) => server.child.once("exit", resolve));
  server.child.kill(signal);
  await exited;
}
