import { AGENT_AVAILABILITY_NAMES, type AgentAvailability } from "@consola/shared";
import { Badge, type BadgeProps, type MantineColor } from "@mantine/core";

export const AVAILABILITY_COLORS: Record<AgentAvailability, MantineColor> = {
  available: "teal",
  not_available: "orange",
  offline: "gray",
};

type AvailabilityBadgeProps = { availability: AgentAvailability; size?: BadgeProps["size"] };

/** Desconectado / Disponible / No disponible, each with its colour and a dot. */
export function AvailabilityBadge({ availability, size = "md" }: AvailabilityBadgeProps) {
  return (
    <Badge
      color={AVAILABILITY_COLORS[availability]}
      variant="dot"
      size={size}
      radius="sm"
      data-testid="availability"
      styles={{ root: { flexShrink: 0, textTransform: "none" } }}
    >
      {AGENT_AVAILABILITY_NAMES[availability]}
    </Badge>
  );
}
