import { performance } from "node:perf_hooks";

/**
 * The window the pace is kept over: never more than the rate's tenth in any 100 ms, give or take the headroom,
 * which lets a fast line make up for a pause without a burst. Rounded down, the headroom adds nothing under
 * 200 a second: there the window holds exactly the rate's tenth.
 */
const WINDOW_MS = 100;
const WINDOW_HEADROOM = 1.05;
/** Further behind its plan than this (an idle line, a long pause), a line starts its plan again from now. */
const RESTART_BEHIND_MS = 3 * WINDOW_MS;
/**
 * Timers count whole milliseconds, so a turn is given when it is due within the next one: turns due together
 * go together, which at a high rate is what lets one timer release several sends.
 */
const TOLERANCE_MS = 1;
/**
 * Sends are spaced this much beyond the window where they leave: the tolerance above, plus a millisecond for
 * the jitter with which the provider receives them.
 */
const WINDOW_MARGIN_MS = TOLERANCE_MS + 1;
/** Marks are handed to the database ahead of their slot by about twice their recent answer time, within these. */
const LEAD_MIN_MS = 30;
const LEAD_MAX_MS = 250;

type Waiting = { notBefore: number; rate: number; go: () => void };

type LineState = {
  /** The marks' turns, one after another. */
  marks: Promise<unknown>;
  /** Sends given a turn and not gone yet, in the order their slots were marked. */
  waiting: Waiting[];
  /** The timer that gives the next turn, while one is set. */
  timer: ReturnType<typeof setTimeout> | undefined;
  /** When the next send is planned: the previous one's plan plus 1 ÷ rate. */
  next: number;
  /** When the latest sends actually left, the window's worth of them. */
  left: number[];
  /** Recent time the database took to mark a slot (a moving average). */
  markMs: number;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
const epochNow = () => performance.timeOrigin + performance.now();

/**
 * Keeps each line's sends at its pace where they leave for the provider. A line's slots are marked "sending"
 * one after another, each when the rows already waiting will have left within the lead, and every marked row
 * then waits for its turn. Turns are given in order by one timer per line: at the later of a turn's plan (one
 * every 1 ÷ rate) and 100 ms after the send a window's worth before it actually left. A send that left late (a
 * busy event loop, a slow answer) delays the ones after it rather than letting them bunch up behind it. One
 * gate per worker, kept across passes; with several instances each keeps its own line's flow, and `due_at`
 * keeps them apart.
 */
export function lineGate(now: () => number = epochNow) {
  const lines = new Map<number, LineState>();
  const lineOf = (channelId: number) => {
    let line = lines.get(channelId);
    if (!line) {
      line = { marks: Promise.resolve(), waiting: [], timer: undefined, next: 0, left: [], markMs: 0 };
      lines.set(channelId, line);
    }
    return line;
  };

  /** Gives every turn that is due now, in order, then sets one timer for the next. */
  function pump(line: LineState) {
    line.timer = undefined;
    for (;;) {
      const head = line.waiting[0];
      if (!head) return;
      const interval = 1_000 / head.rate;
      const perWindow = Math.max(1, Math.floor((head.rate * WINDOW_MS * WINDOW_HEADROOM) / 1_000));
      const planned = Math.max(line.next, head.notBefore);
      const windowFrees =
        line.left.length >= perWindow
          ? (line.left[line.left.length - perWindow] ?? 0) + WINDOW_MS + WINDOW_MARGIN_MS
          : 0;
      const at = now();
      const due = Math.max(planned, windowFrees);
      if (due - at > TOLERANCE_MS) {
        line.timer = setTimeout(() => pump(line), Math.ceil(due - at - TOLERANCE_MS));
        return;
      }
      line.waiting.shift();
      line.left.push(at);
      if (line.left.length > perWindow) line.left.splice(0, line.left.length - perWindow);
      // Behind its plan the line catches up at twice the pace at most, within the window's limit. Where half a
      // step is finer than a timer can tell (above 500 a second), the window alone keeps the catching up even.
      const catchUp = interval / 2 < TOLERANCE_MS ? 0 : at + interval / 2;
      line.next = at - planned > RESTART_BEHIND_MS ? at + interval : Math.max(planned + interval, catchUp);
      head.go();
    }
  }

  function turnToSend(line: LineState, rate: number, notBefore: number): Promise<void> {
    return new Promise<void>((go) => {
      line.waiting.push({ notBefore, rate, go });
      if (!line.timer && line.waiting.length === 1) pump(line);
    });
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
        // Marked when its time is near and what already waits will have left within the lead: the line is
        // never short of marked rows, and few are marked long before they go (what a crash can leave).
        for (;;) {
          const lead = Math.min(LEAD_MAX_MS, Math.max(LEAD_MIN_MS, 2 * line.markMs + 10));
          const wait = Math.max(dueAt - now(), line.waiting.length * interval) - lead;
          if (wait < 1) break;
          await sleep(wait);
        }
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
