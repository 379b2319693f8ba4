import { performance } from "node:perf_hooks";

/** The window the pace is kept over: never more than the rate's tenth in any 100 ms. */
const WINDOW_MS = 100;
/**
 * Sends are spaced this much beyond the window, measured where they leave: the provider receives them with a
 * fraction of a millisecond of jitter, which must not add up to one message too many in its own 100 ms.
 */
const WINDOW_MARGIN_MS = 1;
/** Marks are handed to the database ahead of their slot by about twice their recent answer time, within these. */
const LEAD_MIN_MS = 30;
const LEAD_MAX_MS = 250;

type LineState = {
  /** The marks' turns, one after another. */
  marks: Promise<unknown>;
  /** The sends' turns, one after another, in the order their slots were marked. */
  sends: Promise<unknown>;
  /** When the next send is planned: the previous one's plan plus 1 ÷ rate. */
  next: number;
  /** When the latest sends actually left, the window's worth of them. */
  left: number[];
  /** Sends given a turn and not gone yet. */
  waiting: number;
  /** Recent time the database took to mark a slot (a moving average). */
  markMs: number;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
const epochNow = () => performance.timeOrigin + performance.now();

/**
 * Keeps each line's sends at its pace where they leave for the provider. A line's slots are marked "sending"
 * one after another, each shortly before the line can take it, and every marked row then waits for its own
 * turn to leave. A turn comes at the later of its plan (one every 1 ÷ rate) and the moment the send a
 * window's worth before it left 100 ms ago: a send that left late (a busy event loop, a slow answer) delays
 * the ones after it rather than letting them bunch up behind it. One gate per worker, kept across passes; with
 * several instances each keeps its own line's flow, and `due_at` keeps them apart.
 */
export function lineGate(now: () => number = epochNow) {
  const lines = new Map<number, LineState>();
  const lineOf = (channelId: number) => {
    let line = lines.get(channelId);
    if (!line) {
      line = {
        marks: Promise.resolve(),
        sends: Promise.resolve(),
        next: 0,
        left: [],
        waiting: 0,
        markMs: 0,
      };
      lines.set(channelId, line);
    }
    return line;
  };

  function turnToSend(line: LineState, rate: number, notBefore: number): Promise<void> {
    const interval = 1_000 / rate;
    const perWindow = Math.max(1, Math.floor((rate * WINDOW_MS) / 1_000));
    line.waiting += 1;
    const turn = line.sends.then(async () => {
      const planned = Math.max(line.next, notBefore);
      const windowFrees =
        line.left.length >= perWindow
          ? (line.left[line.left.length - perWindow] ?? 0) + WINDOW_MS + WINDOW_MARGIN_MS
          : 0;
      // The plan may be met a fraction early (timers count whole milliseconds); the window never is, and a
      // timer may fire up to a millisecond early, so it is checked again on waking.
      if (planned - now() >= 1) await sleep(planned - now());
      while (windowFrees - now() > 0) await sleep(Math.ceil(windowFrees - now()));
      const at = now();
      line.left.push(at);
      if (line.left.length > perWindow) line.left.shift();
      // Behind its plan the line catches up at twice the pace at most, within the window's limit; far behind (an
      // idle line, a long pause) the plan restarts from now instead.
      line.next = at - planned > WINDOW_MS ? at + interval : Math.max(planned + interval, at + interval / 2);
      line.waiting -= 1;
    });
    line.sends = turn;
    return turn;
  }

  return {
    /**
     * Marks a slot of the line when the line can take it (`mark` answers the rows now "sending"), and gives
     * each marked row its turn to leave: `turns[i]` resolves when the i-th may be sent.
     */
    turn<T extends { length: number }>(
      channelId: number,
      rate: number,
      dueAt: number,
      mark: () => Promise<T>,
    ): Promise<{ marked: T; turns: Promise<void>[] }> {
      const line = lineOf(channelId);
      const turn = line.marks.then(async () => {
        const interval = 1_000 / rate;
        const free = Math.max(now(), line.next) + line.waiting * interval;
        const lead = Math.min(LEAD_MAX_MS, Math.max(LEAD_MIN_MS, 2 * line.markMs + 10));
        await sleep(Math.max(dueAt, free) - lead - now());
        const asked = now();
        const marked = await mark();
        line.markMs = 0.8 * line.markMs + 0.2 * (now() - asked);
        const turns = Array.from({ length: marked.length }, () => turnToSend(line, rate, dueAt));
        return { marked, turns };
      });
      line.marks = turn.catch(() => undefined);
      return turn;
    },
  };
}
export type LineGate = ReturnType<typeof lineGate>;
