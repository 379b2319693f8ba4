import { Notifications } from "@mantine/notifications";
import classes from "./providers.module.css";

/**
 * Mantine's toasts container; its own chunk, see Toasts. At the bottom right, above where a chat's composer
 * sits: under the header they covered the chat header's actions (transfer, close) and the list's "Nuevo
 * chat" just when "Chat tomado" said they were there to use.
 */
export function ToastsContainer() {
  return <Notifications position="bottom-right" classNames={{ root: classes.toasts }} />;
}
