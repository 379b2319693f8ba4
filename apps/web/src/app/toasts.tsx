import { useNotifications } from "@mantine/notifications";
import { lazy, Suspense, useState } from "react";

const ToastsContainer = lazy(() =>
  import("./toasts-container").then((m) => ({ default: m.ToastsContainer })),
);

/**
 * Mantine's toasts, downloaded with the first one asked for: the store that queues them is tiny, the
 * container and its transitions are not, and the sign-in page shows none. A toast asked for meanwhile waits
 * in the store and shows once the container is there.
 */
export function Toasts() {
  const { notifications, queue } = useNotifications();
  const [mounted, setMounted] = useState(false);
  if (!mounted && notifications.length + queue.length > 0) setMounted(true);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <ToastsContainer />
    </Suspense>
  );
}
