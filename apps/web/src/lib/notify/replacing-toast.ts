import { type NotificationData, notifications } from "@mantine/notifications";

/**
 * A toast that replaces its own previous one: a screen where each click saves (switches, quick edits) says
 * what happened last, instead of stacking a column of "saved" over the page.
 */
export function replacingToast(): (toast: NotificationData) => void {
  let shown: string | undefined;
  return (toast) => {
    if (shown) notifications.hide(shown);
    shown = notifications.show(toast);
  };
}
