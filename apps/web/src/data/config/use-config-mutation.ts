import { type ConfigKind, MESSAGES } from "@consola/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { replacingToasts } from "../../lib/notify/toast";
import { configKeys } from "./config-keys";

// One toast at a time for every configuration write: a screen where each click saves says what happened
// last instead of stacking a column of "saved" over the page.
const toast = replacingToasts();

/** The server's word on a configuration write that failed, in a red toast (`failure`: see errorMessage). */
function announceFailure(error: unknown, failure?: string) {
  toast.failed(error, { fallback: failure, title: MESSAGES.actionNotCompleted, bordered: true });
}

/** Takes only the error, so it can be a mutation's onError as it is (the second argument is the body). */
export function announceConfigFailure(error: unknown) {
  announceFailure(error);
}

type ConfigMutationOptions<Body, Result> = {
  mutationFn: (body: Body) => Promise<Result>;
  /** The parts of the configuration the write changes, read again after it (the hub tells other consoles). */
  changes: readonly ConfigKind[];
  /** A failure in a toast; left out where the form or the dialog shows it in place. */
  toastFailure?: boolean;
  /** The toast's text when the call got no reason from the server (see errorMessage). */
  failureMessage?: string;
  /** How long the success toast stays, for messages that take a while to read. */
  autoClose?: number;
  /**
   * Puts the answer in the cache before the changed parts are read again, so what was just saved shows at
   * once instead of the old value until the new read arrives (a switch would flick back and forth).
   */
  onSaved?: (result: Result, body: Body) => void;
};

/** A configuration write: reads again what it changed and says what happened in the server's words. */
export function useConfigMutation<Body, Result extends string | { message: string }>({
  mutationFn,
  changes,
  toastFailure = false,
  failureMessage,
  autoClose,
  onSaved,
}: ConfigMutationOptions<Body, Result>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (result, body) => {
      onSaved?.(result, body);
      for (const kind of changes) void client.invalidateQueries({ queryKey: configKeys.of(kind) });
      const message = typeof result === "string" ? result : result.message;
      toast.done(message, { autoClose, bordered: true });
    },
    ...(toastFailure ? { onError: (error: unknown) => announceFailure(error, failureMessage) } : {}),
  });
}
