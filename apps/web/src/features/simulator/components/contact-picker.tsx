import { CHAT_MESSAGES, normalizePhone, simulatorMediaFieldsSchema } from "@consola/shared";
import {
  Avatar,
  Button,
  Divider,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconPlayerPlay, IconSearch } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { contactInitials } from "../../../app/layout/contact-initials";
import { ChannelPicker } from "../../../components/channel-picker";
import { PatternTextInput } from "../../../components/forms/pattern-text-input";
import { formatPhone } from "../../../lib/format/phone";
import { schemaResolver } from "../../../lib/forms/schema-resolver";
import type { PlayedContact, SimulatorChannel, SimulatorScope } from "../api/simulator-api";
import { simulatorQueries } from "../queries";
import classes from "./contact-picker.module.css";

/**
 * Who the simulator plays, as each of its calls names them: a number the server can read as one (it refuses
 * any other in the same words), a name and a channel.
 */
const playedSchema = simulatorMediaFieldsSchema
  .pick({ phoneNumber: true, name: true, channel: true })
  .extend({
    phoneNumber: simulatorMediaFieldsSchema.shape.phoneNumber.refine(
      (phone) => normalizePhone(phone) !== null,
      {
        error: CHAT_MESSAGES.phoneInvalid,
      },
    ),
  });
const playedErrors = schemaResolver<PlayedContact>(playedSchema);

type ContactPickerProps = {
  scope: SimulatorScope;
  played: PlayedContact | null;
  onPlay: (contact: PlayedContact) => void;
};

/** Who to play: an existing contact of the business (search), or a new number and name; and the channel. */
export function ContactPicker({ scope, played, onPlay }: ContactPickerProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState("");
  const [debounced] = useDebouncedValue(search, 250);
  const [phone, setPhone] = useState(played?.phoneNumber ?? "");
  const [name, setName] = useState(played?.name ?? "");
  const [channel, setChannel] = useState<SimulatorChannel>(played?.channel ?? "whatsapp");
  const [error, setError] = useState<string | null>(null);
  const contacts = useQuery(simulatorQueries.contacts(scope, debounced));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = playedErrors({ phoneNumber: phone, name: name.trim(), channel }).phoneNumber ?? null;
    const normalized = normalizePhone(phone);
    setError(found);
    if (found || !normalized) return;
    onPlay({ phoneNumber: normalized, name: name.trim(), channel });
  };

  return (
    <Paper withBorder p="md" radius="md">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h5">
            {t("simulator.contact.title")}
          </Title>
          <TextInput
            leftSection={<IconSearch size={16} />}
            placeholder={t("simulator.contact.search")}
            aria-label={t("simulator.contact.search")}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            rightSection={contacts.isFetching ? <Loader size="xs" /> : null}
          />
          <Stack gap={2} className={classes.results} data-testid="simulator-contacts">
            {(contacts.data ?? []).slice(0, 8).map((contact) => (
              <UnstyledButton
                key={contact.id}
                className={classes.result}
                data-selected={normalizePhone(phone) === contact.phoneNumber || undefined}
                onClick={() => {
                  setPhone(contact.phoneNumber);
                  setName(contact.name);
                  setError(null);
                }}
              >
                <Group gap="sm" wrap="nowrap">
                  {/* The theme's light variant keeps the initials at AA on every business's colours. */}
                  <Avatar radius="xl" color="brand" variant="light" size={32} aria-hidden>
                    {contactInitials(contact.name || contact.phoneNumber)}
                  </Avatar>
                  <div style={{ minWidth: 0 }}>
                    <Text size="sm" fw={500} truncate>
                      {contact.name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {formatPhone(contact.phoneNumber)}
                    </Text>
                  </div>
                </Group>
              </UnstyledButton>
            ))}
            {contacts.isSuccess && contacts.data.length === 0 && (
              <Text size="sm" c="dimmed" px="xs">
                {t("simulator.contact.none")}
              </Text>
            )}
          </Stack>
          <Divider label={t("simulator.contact.orNew")} labelPosition="center" />
          <TextInput
            label={t("simulator.contact.phone")}
            placeholder={t("simulator.contact.phonePlaceholder")}
            value={phone}
            onChange={(event) => setPhone(event.currentTarget.value.replace(/[^\d+ ()-]/g, ""))}
            error={error}
            maxLength={25}
            withAsterisk
            inputMode="tel"
          />
          <PatternTextInput
            label={t("simulator.contact.name")}
            placeholder={t("simulator.contact.namePlaceholder")}
            value={name}
            pattern="name"
            onChange={setName}
            maxLength={120}
          />
          <ChannelPicker
            value={channel}
            onChange={setChannel}
            label={t("simulator.contact.channel")}
            names={{ whatsapp: t("simulator.contact.whatsapp"), sms: t("simulator.contact.sms") }}
            data-testid="simulator-channel"
          />
          <Button type="submit" leftSection={<IconPlayerPlay size={16} />}>
            {t("simulator.contact.open")}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
