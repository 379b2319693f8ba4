import { Button, NumberInput, Popover, Stack, TextInput } from "@mantine/core";
import { IconMapPin } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ToolButton } from "../../../components/tool-button";

type Location = { latitude: number; longitude: number; name: string };
type LocationPopoverProps = { onSend: (location: Location) => void };

/** Monterrey's Macroplaza: a believable first place to share. */
const START = { latitude: 25.6694, longitude: -100.3097 };

export function LocationPopover({ onSend }: LocationPopoverProps) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [latitude, setLatitude] = useState<number>(START.latitude);
  const [longitude, setLongitude] = useState<number>(START.longitude);
  const [name, setName] = useState("");
  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="top-start"
      width={260}
      shadow="md"
      withArrow
      trapFocus
    >
      <Popover.Target>
        <ToolButton
          label={t("simulator.phone.location")}
          icon={<IconMapPin size={20} />}
          tooltipDisabled={opened}
          onClick={() => setOpened((value) => !value)}
        />
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs">
          <NumberInput
            label={t("simulator.phone.latitude")}
            value={latitude}
            onChange={(value) => setLatitude(Number(value) || 0)}
            min={-90}
            max={90}
            decimalScale={6}
            size="xs"
          />
          <NumberInput
            label={t("simulator.phone.longitude")}
            value={longitude}
            onChange={(value) => setLongitude(Number(value) || 0)}
            min={-180}
            max={180}
            decimalScale={6}
            size="xs"
          />
          <TextInput
            label={t("simulator.phone.placeName")}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            size="xs"
            maxLength={200}
          />
          <Button
            size="xs"
            onClick={() => {
              onSend({ latitude, longitude, name });
              setOpened(false);
            }}
          >
            {t("simulator.phone.sendLocation")}
          </Button>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
