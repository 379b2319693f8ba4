import { Notifications } from "@mantine/notifications";
import classes from "./providers.module.css";

/** Mantine's toasts container; its own chunk, see Toasts. */
export function ToastsContainer() {
  return <Notifications position="top-right" classNames={{ root: classes.toasts }} />;
}
