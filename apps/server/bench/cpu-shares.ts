/**
 * Who used the machine's cores during a bench phase: the server process, this load generator, and every
 * PostgreSQL and Redis process, read from /proc (Linux). On two shared cores a latency figure means little
 * without it: a phase whose three shares add up to about 2,000 ms a second had no core to spare.
 */
import { readdirSync, readFileSync } from "node:fs";

type Ticks = { server: number; postgres: number; redis: number };

/** /proc's clock ticks per second: USER_HZ, 100 on every Linux this runs on. */
const TICKS_PER_SECOND = 100;

function cpuTicks(stat: string): number {
  // Fields after the command name (which may hold spaces, hence the last ')'): utime is the 14th, stime the 15th.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return Number(fields[11]) + Number(fields[12]);
}

function sample(serverPid: number): Ticks {
  const ticks: Ticks = { server: 0, postgres: 0, redis: 0 };
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, "utf8");
    } catch {
      continue; // it ended meanwhile
    }
    const name = stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")"));
    if (Number(entry) === serverPid) ticks.server += cpuTicks(stat);
    else if (name.startsWith("postgres")) ticks.postgres += cpuTicks(stat);
    else if (name.startsWith("redis-server")) ticks.redis += cpuTicks(stat);
  }
  return ticks;
}

export type CpuShares = {
  wallMs: number;
  serverMs: number;
  generatorMs: number;
  postgresMs: number;
  redisMs: number;
};

/**
 * Starts counting; the returned function gives each share's CPU time since, in ms. PostgreSQL backends that
 * ended during the phase are not counted (the benches keep their pools open).
 */
export function measureCpuShares(serverPid: number): () => CpuShares {
  const started = { at: performance.now(), ticks: sample(serverPid), own: process.cpuUsage() };
  return () => {
    const ticks = sample(serverPid);
    const own = process.cpuUsage(started.own);
    const ms = (key: keyof Ticks) => ((ticks[key] - started.ticks[key]) * 1_000) / TICKS_PER_SECOND;
    return {
      wallMs: Math.round(performance.now() - started.at),
      serverMs: ms("server"),
      generatorMs: Math.round((own.user + own.system) / 1_000),
      postgresMs: ms("postgres"),
      redisMs: ms("redis"),
    };
  };
}
