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
  const output = lastOutputOf(child, 20_000);
  const url = `http://127.0.0.1:${port}`;
  await untilHealthy({ url, child, output, what: "server", timeoutMs: 60_000, pollMs: 200 });
  return { url, child, output };
}

/** What a child process last wrote to stdout and stderr together, at most `keep` characters. */
export function lastOutputOf(child: ChildProcess, keep: number): () => string {
  let output = "";
  const add = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-keep);
  };
  child.stdout?.on("data", add);
  child.stderr?.on("data", add);
  return () => output;
}

/** Resolves once `url`/api/health answers 2xx; throws with the process's output if it exits or times out. */
export async function untilHealthy(waiting: {
  url: string;
  child: ChildProcess;
  output: () => string;
  what: string;
  timeoutMs: number;
  pollMs: number;
}): Promise<void> {
  const { url, child, output, what } = waiting;
  const deadline = Date.now() + waiting.timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${what} exited early:\n${output()}`);
    try {
      const response = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(1_000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${what} did not start:\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, waiting.pollMs));
  }
}

export async function stopServerProcess(server: ServerProcess, signal: NodeJS.Signals): Promise<void> {
  // A process a signal ended has no exit code, only its signal: it will not exit again.
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  const exited = new Promise((resolve) => server.child.once("exit", resolve));
  server.child.kill(signal);
  await exited;
}
