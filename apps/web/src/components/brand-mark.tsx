import { Group, Text, ThemeIcon } from "@mantine/core";
import { IconMessages } from "@tabler/icons-react";
import { texts } from "../lib/i18n/texts";

type BrandMarkProps = {
  /** "dark" for the sidebar and brand panel, "light" for a white or grey page. */
  surface?: "dark" | "light";
  size?: "sm" | "lg";
};

/** The product's mark: shown on the sign-in screens and at the top of the sidebar. */
export function BrandMark({ surface = "dark", size = "sm" }: BrandMarkProps) {
  const large = size === "lg";
  const onDark = surface === "dark";
  return (
    <Group gap="sm" wrap="nowrap">
      <ThemeIcon
        size={large ? 44 : 36}
        radius="md"
        variant="white"
        style={
          onDark
            ? { color: "var(--consola-bar-first)" }
            : { background: "var(--consola-bar-first)", color: "var(--consola-bar-text)" }
        }
        aria-hidden
      >
        <IconMessages size={large ? 26 : 22} />
      </ThemeIcon>
      <Text
        fw={800}
        fz={large ? 26 : 20}
        c={onDark ? "inherit" : "var(--consola-title)"}
        style={{ letterSpacing: "-0.02em" }}
      >
        {texts.app.name}
      </Text>
    </Group>
  );
}
