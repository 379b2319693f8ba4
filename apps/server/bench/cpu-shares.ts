/**
 * Who used the machine's cores during a bench phase: the server process, this load generator, and every
 * PostgreSQL and Redis process, read from /proc (Linux). On two shared cores a latency figure means little
 * without it: a phase whose three shares add up to about 2,000 ms a second had no core to spare.
 */
import { readdirSync, readFileSync } from "node:fs";

type Ticks = { server: number; postgres: number; redis: number; proxy: number };

/** /proc's clock ticks per second: USER_HZ, 100 on every Linux this runs on. */
const TICKS_PER_SECOND = 100;

function cpuTicks(stat: string): number {
  // Fields after the command name (which may hold spaces, hence the last ')'): utime is the 14th, stime the 15th.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return Number(fields[11]) + Number(fields[12]);
}

type Kind = keyof Ticks;

/** Each counted process's CPU ticks so far, by pid. */
function sample(serverPids: number[]): Map<number, { kind: Kind; ticks: number }> {
  const found = new Map<number, { kind: Kind; ticks: number }>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, "utf8");
    } catch {
      continue; // it ended meanwhile
    }
    const name = stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")"));
    const kind: Kind | undefined = serverPids.includes(Number(entry))
      ? "server"
      : name.startsWith("postgres")
        ? "postgres"
        : name.startsWith("redis-server")
          ? "redis"
          : name === "haproxy"
            ? "proxy"
            : undefined;
    if (kind) found.set(Number(entry), { kind, ticks: cpuTicks(stat) });
  }
  return found;
}

/**
 * Ticks used between two samples, by kind: a process in both counts its difference, one started meanwhile all
 * its ticks, one that ended meanwhile (an autovacuum worker) nothing, rather than minus what it had used.
 */
function ticksBetween(before: ReturnType<typeof sample>, after: ReturnType<typeof sample>): Ticks {
  const ticks: Ticks = { server: 0, postgres: 0, redis: 0, proxy: 0 };
  for (const [pid, now] of after) ticks[now.kind] += now.ticks - (before.get(pid)?.ticks ?? 0);
  return ticks;
}

export type CpuShares = {
  wallMs: number;
  serverMs: number;
  generatorMs: number;
  postgresMs: number;
  redisMs: number;
  /** HAProxy, in front of several instances (bench/instances.ts); 0 elsewhere. */
  proxyMs: number;
};

/**
 * Starts counting; the returned function gives each share's CPU time since, in ms. A PostgreSQL process that
 * ended during the phase (an autovacuum worker; the benches keep their pools open) is left out: what it used
 * since the start can no longer be read.
 */
export function measureCpuShares(serverPid: number | number[]): () => CpuShares {
  const serverPids = Array.isArray(serverPid) ? serverPid : [serverPid];
  const started = { at: performance.now(), ticks: sample(serverPids), own: process.cpuUsage() };
  return () => {
    const ticks = ticksBetween(started.ticks, sample(serverPids));
    const own = process.cpuUsage(started.own);
    const ms = (key: Kind) => (ticks[key] * 1_000) / TICKS_PER_SECOND;
    return {
      wallMs: Math.round(performance.now() - started.at),
      serverMs: ms("server"),
      generatorMs: Math.round((own.user + own.system) / 1_000),
      postgresMs: ms("postgres"),
      redisMs: ms("redis"),
      proxyMs: ms("proxy"),
    };
  };
}
