import { CHANNEL_KIND_NAMES, type ChannelKind } from "@consola/shared";
import { Badge, type MantineColor } from "@mantine/core";
import { IconBrandWhatsapp, IconMessage, IconPhoto } from "@tabler/icons-react";

const LOOK: Record<ChannelKind, { color: MantineColor; Icon: typeof IconMessage }> = {
  whatsapp: { color: "green", Icon: IconBrandWhatsapp },
  sms: { color: "blue", Icon: IconMessage },
  mms: { color: "cyan", Icon: IconPhoto },
};

export function ChannelBadge({ channel }: { channel: ChannelKind }) {
  const { color, Icon } = LOOK[channel];
  return (
    <Badge
      color={color}
      variant="outline"
      size="xs"
      radius="sm"
      leftSection={<Icon size={11} aria-hidden />}
      styles={{ root: { flexShrink: 0, textTransform: "none", overflow: "visible" } }}
    >
      {CHANNEL_KIND_NAMES[channel]}
    </Badge>
  );
}
