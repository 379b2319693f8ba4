/**
 * Work started for a request that must not hold up its answer (a mail, a password-reset request whose
 * timing must not reveal whether the address exists). Each task's failure is reported, never thrown;
 * shutdown and tests wait for all of them, including tasks started by tasks, with settle().
 */
export type TaskTracker = {
  run(task: () => Promise<unknown>, onError: (error: unknown) => void): void;
  settle(): Promise<void>;
};

export function createTaskTracker(): TaskTracker {
  const pending = new Set<Promise<void>>();
  return {
    run(task, onError) {
      const running: Promise<void> = Promise.resolve()
        .then(task)
        .then(() => undefined, onError)
        .finally(() => pending.delete(running));
      pending.add(running);
    },
    async settle() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}
