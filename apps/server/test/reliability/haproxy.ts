import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { freePort, lastOutputOf, untilHealthy } from "./server-process.js";

/** The deployment's own proxy configuration: the test changes where it listens and whom it sends to, nothing else. */
const DEPLOYED_CONFIG = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "../../../../deploy/haproxy.cfg",
);

export type RunningProxy = { url: string; stop(): Promise<void> };

/** deploy/haproxy.cfg with its `bind` on a loopback port and one `server` line per instance port. */
export function proxyConfig(deployed: string, port: number, instancePorts: number[]): string {
  const servers = instancePorts.map(
    (instancePort, index) => `  server app${index + 1} 127.0.0.1:${instancePort}`,
  );
  const out: string[] = [];
  let bound = false;
  let served = false;
  for (const line of deployed.split("\n")) {
    if (/^\s*server\s/.test(line)) {
      if (!served) out.push(...servers);
      served = true;
    } else if (/^\s*bind\s/.test(line)) {
      out.push(line.replace(/^(\s*bind\s+)\S+/, `$1127.0.0.1:${port}`));
      bound = true;
    } else out.push(line);
  }
  if (!bound || !served) throw new Error("deploy/haproxy.cfg has no bind or server line to replace");
  return out.join("\n");
}

export function haproxyInstalled(): boolean {
  try {
    execFileSync("haproxy", ["-v"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

/**
 * Debian's HAProxy in the foreground with the deployed configuration; resolves once it answers /api/health
 * through an instance that is up.
 */
export async function startProxy(instancePorts: number[]): Promise<RunningProxy> {
  const port = await freePort();
  const folder = await mkdtemp(path.join(os.tmpdir(), "consola-haproxy-"));
  const file = path.join(folder, "haproxy.cfg");
  await writeFile(file, proxyConfig(await readFile(DEPLOYED_CONFIG, "utf8"), port, instancePorts));
  const child: ChildProcess = spawn("haproxy", ["-db", "-f", file], { stdio: ["ignore", "pipe", "pipe"] });
  const output = lastOutputOf(child, 10_000);
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    }
    await rm(folder, { recursive: true, force: true });
  };
  try {
    await untilHealthy({ url, child, output, what: "haproxy", timeoutMs: 30_000, pollMs: 100 });
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}
