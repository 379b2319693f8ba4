import type { MantineColor } from "@mantine/core";
import { type NotificationData, notifications } from "@mantine/notifications";
import { errorMessage } from "../api/error-message";

export type ToastOptions = {
  /** A toast shown again under the same id is not stacked a second time (a refusal rendered twice). */
  id?: string;
  title?: string;
  /** Milliseconds, for a text that takes a while to read; left out, the container's own delay. */
  autoClose?: number | undefined;
  /** The bordered card the configuration and list screens wear; the conversation screens show theirs flat. */
  bordered?: boolean;
  /** Only for a screen whose toast wears another colour than its kind's. */
  color?: MantineColor;
};

export type FailedOptions = ToastOptions & {
  /** The action's own text for a call the server gave no reason for (see errorMessage). */
  fallback?: string;
};

/** The kinds of toast the console shows, each in its colour. */
export type Toaster = {
  /** Something worked: the server's message or the screen's. */
  done: (message: string, options?: ToastOptions) => void;
  /** A call failed: the server's reason when it gave one, else the fallback or the catalogue's text. */
  failed: (error: unknown, options?: FailedOptions) => void;
  /** Something failed and the screen has its own words for it, whatever the cause. */
  error: (message: string, options?: ToastOptions) => void;
  /** Something the person should notice: a refused route, a chat taken away. */
  warning: (message: string, options?: ToastOptions) => void;
  /** News from elsewhere, nothing went wrong. */
  info: (message: string, options?: ToastOptions) => void;
  /** Neither good nor bad news, such as a download the person cancelled. */
  neutral: (message: string, options?: ToastOptions) => void;
};

type Show = (toast: NotificationData) => void;

function toaster(show: Show): Toaster {
  const as =
    (kindColor: MantineColor) =>
    (message: string, { bordered, color, id, title, autoClose }: ToastOptions = {}) =>
      show({
        color: color ?? kindColor,
        message,
        // Left out rather than undefined, so Mantine's own defaults apply as before.
        ...(id !== undefined ? { id } : {}),
        ...(title !== undefined ? { title } : {}),
        ...(autoClose ? { autoClose } : {}),
        ...(bordered ? { withBorder: true } : {}),
      });
  const error = as("red");
  return {
    done: as("teal"),
    failed: (failure, { fallback, ...options } = {}) => error(errorMessage(failure, fallback), options),
    error,
    warning: as("yellow"),
    info: as("blue"),
    neutral: as("gray"),
  };
}

/** The console's toasts; each one stacks under the others until it closes. */
export const toast: Toaster = toaster((data) => {
  notifications.show(data);
});

/**
 * Toasts that replace their own previous one: a screen where each click saves (switches, quick edits) says
 * what happened last, instead of stacking a column of "saved" over the page. One per screen or module.
 */
export function replacingToasts(): Toaster {
  let shown: string | undefined;
  return toaster((data) => {
    if (shown) notifications.hide(shown);
    shown = notifications.show(data);
  });
}
