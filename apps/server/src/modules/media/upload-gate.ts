import { MESSAGES } from "@consola/shared";
import { TooManyRequestsError } from "../../domain/errors.js";

export type UploadGate = {
  /** Takes a slot for one upload by `userId`, or throws a 429; call the returned function when done. */
  enter(userId: number): () => void;
  /** Uploads being received now (for tests and metrics). */
  active(): number;
};

/**
 * Caps the uploads this process receives at once, per user and in all, so a burst of large files costs
 * disk bandwidth, never memory or every worker's attention.
 */
export function createUploadGate(limits: { perUser: number; perProcess: number }): UploadGate {
  const perUser = new Map<number, number>();
  let total = 0;
  return {
    enter(userId) {
      const mine = perUser.get(userId) ?? 0;
      if (mine >= limits.perUser) throw new TooManyRequestsError(MESSAGES.uploadsBusyForUser, 5);
      if (total >= limits.perProcess) throw new TooManyRequestsError(MESSAGES.uploadsBusy, 5);
      perUser.set(userId, mine + 1);
      total += 1;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        total -= 1;
        const left = (perUser.get(userId) ?? 1) - 1;
        if (left === 0) perUser.delete(userId);
        else perUser.set(userId, left);
      };
    },
    active: () => total,
  };
}
