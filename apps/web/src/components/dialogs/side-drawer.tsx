import { Drawer, type DrawerProps } from "@mantine/core";
import type { ReactNode } from "react";
import { DIALOG_STYLES } from "./dialog-styles";

type SideDrawerProps = {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** "md" or "lg" to read a record, "xl" to edit one (forms need the room). */
  size: DrawerProps["size"];
  children: ReactNode;
};

/** A record read or edited beside its list or chat, which stays in place behind it. */
export function SideDrawer({ opened, onClose, title, size, children }: SideDrawerProps) {
  return (
    <Drawer
      styles={DIALOG_STYLES}
      opened={opened}
      onClose={onClose}
      position="right"
      size={size}
      padding="lg"
      title={title}
    >
      {children}
    </Drawer>
  );
}
