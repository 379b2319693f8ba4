export type DesktopPermission = NotificationPermission | "unsupported";

export function desktopPermission(): DesktopPermission {
  return typeof window !== "undefined" && "Notification" in window ? Notification.permission : "unsupported";
}

/** Asks the browser; must run inside a click (browsers ignore requests made without a user gesture). */
export async function requestDesktopPermission(): Promise<DesktopPermission> {
  if (desktopPermission() === "unsupported") return "unsupported";
  try {
    return await Notification.requestPermission();
  } catch {
    return "unsupported";
  }
}

export function showDesktopNotification(input: {
  title: string;
  body: string;
  tag: string;
  onClick: () => void;
}) {
  if (desktopPermission() !== "granted") return;
  try {
    const notification = new Notification(input.title, { body: input.body, tag: input.tag });
    notification.onclick = () => {
      window.focus();
      input.onClick();
      notification.close();
    };
  } catch {
    // Some browsers only allow notifications from a service worker; the sound and the bell still work.
  }
}
