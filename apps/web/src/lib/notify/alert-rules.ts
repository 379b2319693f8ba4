import { BREAKPOINT_MOBILE_PX, NOTIFICATION_SOUND_DELAY_MS } from "@consola/shared";

/** Desktop alerts only on wide windows (spec section 4), when allowed and wanted. */
export function canShowDesktopAlert(input: {
  windowWidth: number;
  enabled: boolean;
  permission: NotificationPermission | "unsupported";
}): boolean {
  return input.enabled && input.permission === "granted" && input.windowWidth > BREAKPOINT_MOBILE_PX;
}

/**
 * Sounds play 100 ms after the event (spec section 4). One arrival often brings two events (the message and
 * its notification): events closer than `coalesceMs` share one sound.
 */
export function createSoundScheduler(options: {
  play: () => void;
  isMuted: () => boolean;
  delayMs?: number;
  coalesceMs?: number;
  now?: () => number;
}) {
  const delay = options.delayMs ?? NOTIFICATION_SOUND_DELAY_MS;
  const coalesce = options.coalesceMs ?? 800;
  const now = options.now ?? (() => Date.now());
  let pending: ReturnType<typeof setTimeout> | undefined;
  let lastPlayed = Number.NEGATIVE_INFINITY;
  return {
    schedule(): void {
      if (options.isMuted() || pending !== undefined) return;
      if (now() - lastPlayed < coalesce) return;
      pending = setTimeout(() => {
        pending = undefined;
        if (options.isMuted()) return;
        lastPlayed = now();
        options.play();
      }, delay);
    },
    cancel(): void {
      clearTimeout(pending);
      pending = undefined;
    },
  };
}
