import { CHANNEL_KIND_NAMES, type ChannelKind } from "@consola/shared";
import type { MantineColor } from "@mantine/core";
import { IconBrandWhatsapp, IconMessage, IconPhoto } from "@tabler/icons-react";
import { ChatTag } from "./chat-tag";

const LOOK: Record<ChannelKind, { color: MantineColor; Icon: typeof IconMessage }> = {
  whatsapp: { color: "green", Icon: IconBrandWhatsapp },
  sms: { color: "blue", Icon: IconMessage },
  mms: { color: "cyan", Icon: IconPhoto },
};

export function ChannelBadge({ channel }: { channel: ChannelKind }) {
  const { color, Icon } = LOOK[channel];
  return (
    <ChatTag quiet color={color} icon={Icon}>
      {CHANNEL_KIND_NAMES[channel]}
    </ChatTag>
  );
}
