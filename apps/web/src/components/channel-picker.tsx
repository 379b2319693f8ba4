import { Group, SegmentedControl } from "@mantine/core";
import { IconBrandWhatsapp, IconMessage2 } from "@tabler/icons-react";
import type { ReactNode } from "react";

export type PickedChannel = "whatsapp" | "sms";

type ChannelPickerProps = {
  value: PickedChannel;
  onChange: (channel: PickedChannel) => void;
  label: string;
  /** Each screen names the channels in its own words ("WhatsApp" vs "SMS / MMS"). */
  names: Record<PickedChannel, string>;
  fullWidth?: boolean;
  "data-testid"?: string;
};

/** WhatsApp or SMS, each with its icon, for anything that starts a conversation on one line. */
export function ChannelPicker({
  value,
  onChange,
  label,
  names,
  fullWidth,
  "data-testid": testId,
}: ChannelPickerProps) {
  const option = (channel: PickedChannel, icon: ReactNode) => ({
    value: channel,
    label: (
      <Group gap={6} justify="center" wrap="nowrap">
        {icon}
        {names[channel]}
      </Group>
    ),
  });
  return (
    <SegmentedControl
      fullWidth={fullWidth}
      value={value}
      onChange={(picked) => onChange(picked === "sms" ? "sms" : "whatsapp")}
      aria-label={label}
      data-testid={testId}
      data={[option("whatsapp", <IconBrandWhatsapp size={16} />), option("sms", <IconMessage2 size={16} />)]}
    />
  );
}
