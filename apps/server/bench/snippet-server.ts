/**
 * A yardstick's server: a snippet of plain JavaScript run by `node --input-type=module` in its own process, so
 * it shares nothing with the load generator or the product. The snippet reads its input from stdin and writes
 * its port on stdout once it listens.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";

export type SnippetServer = { url: string; pid: number; stop: () => Promise<void> };

/** Runs `source` in `cwd` (where its imports resolve) with `input` on stdin; resolves once it listens. */
export async function startSnippetServer(
  source: string,
  input: Buffer | string,
  cwd?: string,
): Promise<SnippetServer> {
  const child: ChildProcess = spawn(process.execPath, ["--input-type=module", "-e", source], {
    cwd,
    stdio: ["pipe", "pipe", "inherit"],
  });
  child.stdin?.end(input);
  const [chunk] = (await once(child.stdout as NodeJS.ReadableStream, "data")) as [Buffer];
  const port = Number(chunk.toString().trim());
  if (!Number.isInteger(port)) throw new Error(`the yardstick's server did not start: ${chunk.toString()}`);
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid ?? 0,
    stop: async () => {
      if (child.exitCode !== null) return;
      child.kill("SIGTERM");
      await once(child, "exit");
    },
  };
}
