import {
  type ChatSummary,
  CONTACT_DETAIL_FIELDS,
  type ContactDetail,
  type ContactField,
  formatFieldValue,
  optChangeText,
} from "@consola/shared";
import { Alert, Badge, Button, Center, Divider, Loader, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IconCircleCheck, IconCircleX, IconPencil } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { SideDrawer } from "../../../components/dialogs/side-drawer";
import { RecordLabels } from "../../../components/labels/record-labels";
import { contactFieldQueries } from "../../../data/contact-fields/queries";
import { labelQueries } from "../../../data/labels/queries";
import { formatPhone } from "../../../lib/format/phone";
import { useBusinessClock } from "../../../lib/time/use-business-clock";
import { useLabelContact } from "../hooks/use-label-contact";
import { conversationQueries } from "../queries";

/** The chat the drawer was opened from: whose contact it shows. */
type ContactDetailDrawerProps = { chat: ChatSummary; opened: boolean; onClose: () => void };

/** The picker only for whoever the server says may label the contact (an agent: their active chats' contacts). */
function ContactLabels({ contact }: { contact: ContactDetail }) {
  const labels = useQuery(labelQueries.list(null)).data;
  const { mutate } = useLabelContact(contact.id);
  return (
    <RecordLabels
      labels={labels}
      ids={contact.labelIds}
      of="contact"
      onChange={contact.mayLabel ? (add, remove) => mutate({ add, remove }) : null}
    />
  );
}

const ADDITIONAL = Object.entries(CONTACT_DETAIL_FIELDS) as [
  keyof typeof CONTACT_DETAIL_FIELDS,
  { label: string },
][];

/** The additional fields that hold something: the fixed ones, then the business's own in their order. */
function filledFields(contact: ContactDetail, fields: readonly ContactField[]) {
  const fixed = ADDITIONAL.filter(([key]) => contact[key]).map(([key, field]) => ({
    key,
    label: field.label,
    value: contact[key],
  }));
  const custom = fields
    .map((field) => ({
      key: `custom.${field.key}`,
      label: field.name,
      value: formatFieldValue(contact.customFields[field.key]),
    }))
    .filter((field) => field.value !== "");
  return [...fixed, ...custom];
}

function Field({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: "anywhere" }}>
        {value || "—"}
      </Text>
    </Stack>
  );
}

/** The contact's record with its additional fields and opt-in state (GET /api/admin/Detail). */
export function ContactDetailDrawer({ chat, opened, onClose }: ContactDetailDrawerProps) {
  const { t } = useTranslation();
  const contactId = chat.contactId;
  const { formatDateTime } = useBusinessClock();
  const detail = useQuery({ ...conversationQueries.contactDetail(contactId), enabled: opened });
  const fields = useQuery({ ...contactFieldQueries.list(null), enabled: opened }).data ?? [];
  const contact: ContactDetail | undefined = detail.data;
  const filled = contact ? filledFields(contact, fields) : [];
  return (
    <SideDrawer opened={opened} onClose={onClose} size="md" title={t("conversations.detail.title")}>
      {detail.isPending ? (
        <Center py="xl">
          <Loader size="sm" />
        </Center>
      ) : !contact ? (
        <Alert color="red">{t("conversations.detail.loadError")}</Alert>
      ) : (
        <Stack gap="md" data-testid="contact-detail">
          <Stack gap={4}>
            <Title order={3} size="h4">
              {contact.name}
            </Title>
            <Badge
              variant="light"
              color={contact.optIn ? "teal" : "red"}
              leftSection={contact.optIn ? <IconCircleCheck size={14} /> : <IconCircleX size={14} />}
              data-testid="opt-state"
            >
              {contact.optIn ? t("conversations.detail.optIn") : t("conversations.detail.optOut")}
            </Badge>
            <ContactLabels contact={contact} />
            {contact.optChangedAt && (
              <Text size="xs" c="dimmed">
                {t("conversations.detail.since", {
                  date: formatDateTime(contact.optChangedAt, "YYYY-MM-DD HH:mm"),
                })}
                {contact.optChange && ` · ${optChangeText(contact.optChange)}`}
              </Text>
            )}
          </Stack>
          <SimpleGrid cols={2} spacing="sm">
            <Field label={t("conversations.detail.phone")} value={formatPhone(contact.phoneNumber)} />
            <Field label={t("conversations.detail.email")} value={contact.email} />
            <Field label={t("conversations.detail.address")} value={contact.address} />
            <Field
              label={t("conversations.detail.registered")}
              value={`${formatDateTime(contact.dateRegister, "YYYY-MM-DD")} · ${t(`conversations.detail.registerType.${contact.typeRegister}`)}`}
            />
          </SimpleGrid>
          <Divider label={t("conversations.detail.additional")} labelPosition="left" />
          {filled.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t("conversations.detail.noAdditional")}
            </Text>
          ) : (
            <SimpleGrid cols={2} spacing="sm">
              {filled.map((field) => (
                <Field key={field.key} label={field.label} value={field.value} />
              ))}
            </SimpleGrid>
          )}
          <Button
            component={Link}
            to={`/contact?tok=${contact.id}`}
            variant="light"
            leftSection={<IconPencil size={16} />}
          >
            {t("conversations.detail.edit")}
          </Button>
        </Stack>
      )}
    </SideDrawer>
  );
}
