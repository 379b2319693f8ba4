import type { Logger } from "pino";

/**
 * A background loop that never overlaps itself: `wake()` runs `run` now, or right after the run in progress
 * when one is (a wake in the middle is not lost), and between runs it waits `delayMs()` before running again.
 * The outbox and the campaign sender are both this loop around their own pass.
 */
export function oneRunAtATime(
  run: () => Promise<void>,
  options: { delayMs: () => number; logger: Pick<Logger, "error">; failure: string },
) {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;

  function wake() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    clearTimeout(timer);
    running = run()
      .catch((error: unknown) => options.logger.error({ err: error }, options.failure))
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          wake();
        } else if (!stopped) {
          timer = setTimeout(wake, options.delayMs());
          timer.unref();
        }
      });
  }

  return {
    wake,
    /** The run in progress, if any. */
    current: () => running,
    /** No run starts after this; resolves once the one in progress ended. */
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
