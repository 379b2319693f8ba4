import {
  CONTACT_REGISTER_TYPE_NAMES,
  type ContactDetail,
  formatFieldValue,
  optChangeText,
} from "@consola/shared";
import { Alert, Anchor, Button, Center, Group, Loader, Stack, Text, Title } from "@mantine/core";
import { IconAlertCircle, IconBellOff, IconBellRinging, IconPencil, IconTrash } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { DetailList } from "../../../components/detail-list";
import { SideDrawer } from "../../../components/dialogs/side-drawer";
import { RecordLabels } from "../../../components/labels/record-labels";
import { contactFieldQueries } from "../../../data/contact-fields/queries";
import { labelQueries } from "../../../data/labels/queries";
import { isApiError } from "../../../lib/api/api-error";
import { errorMessage } from "../../../lib/api/error-message";
import { formatPhone, telHref } from "../../../lib/format/phone";
import { useSession } from "../../../lib/session/use-session";
import { useBusinessClock } from "../../../lib/time/use-business-clock";
import { useLabelContact } from "../hooks/use-contact-labels";
import { useContactDetail } from "../hooks/use-contacts";
import { DETAIL_FIELDS } from "./contact-form-values";
import { OptBadge } from "./opt-badge";

type ContactDetailDrawerProps = {
  contactId: number | null;
  onClose: () => void;
  onEdit: (contact: ContactDetail) => void;
  onOpt: (contact: ContactDetail) => void;
  /** Erasing on request is the business admin's (the button shows only to them). */
  onErase: (contact: ContactDetail) => void;
};

/** The contact of query tok with every additional field (GET /api/admin/Detail). */
export function ContactDetailDrawer({
  contactId,
  onClose,
  onEdit,
  onOpt,
  onErase,
}: ContactDetailDrawerProps) {
  const { t } = useTranslation();
  const detail = useContactDetail(contactId);
  const contact = detail.data;

  return (
    <SideDrawer opened={contactId !== null} onClose={onClose} size="lg" title={t("contacts.detail.title")}>
      {detail.isPending ? (
        <Center mih={200}>
          <Loader size="sm" />
        </Center>
      ) : detail.isError ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />}>
          {isApiError(detail.error) && detail.error.status === 404
            ? t("contacts.detail.notFound")
            : `${t("contacts.detail.loadError")} ${errorMessage(detail.error)}`}
        </Alert>
      ) : contact ? (
        <DetailBody contact={contact} onEdit={onEdit} onOpt={onOpt} onErase={onErase} />
      ) : null}
    </SideDrawer>
  );
}

/** The contact's chips, with the picker for whoever the server says may label it (an agent: their active chats'). */
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

function DetailBody({
  contact,
  onEdit,
  onOpt,
  onErase,
}: { contact: ContactDetail } & Pick<ContactDetailDrawerProps, "onEdit" | "onOpt" | "onErase">) {
  const { t } = useTranslation();
  const { role } = useSession();
  const { formatDateTime } = useBusinessClock();
  const fields = useQuery(contactFieldQueries.list(null)).data ?? [];
  const empty = (
    <Text span size="sm" c="dimmed">
      {t("contacts.detail.empty")}
    </Text>
  );
  const rows: [string, ReactNode][] = [
    [t("contacts.form.email"), contact.email || empty],
    [t("contacts.form.address"), contact.address || empty],
    ...DETAIL_FIELDS.map((name): [string, ReactNode] => [t(`contacts.form.${name}`), contact[name] || empty]),
    ...fields.map((field): [string, ReactNode] => [
      field.name,
      formatFieldValue(contact.customFields[field.key]) || empty,
    ]),
    [
      t("contacts.form.comments"),
      contact.comments ? (
        <Text key="comments" span size="sm" style={{ whiteSpace: "pre-wrap" }}>
          {contact.comments}
        </Text>
      ) : (
        empty
      ),
    ],
    [t("contacts.detail.registered"), formatDateTime(contact.dateRegister)],
    [t("contacts.detail.type"), CONTACT_REGISTER_TYPE_NAMES[contact.typeRegister]],
    [t("contacts.detail.updated"), formatDateTime(contact.updatedAt)],
  ];
  if (contact.optChangedAt)
    rows.push([t("contacts.detail.optChanged"), formatDateTime(contact.optChangedAt)]);
  if (contact.optChange) rows.push([t("contacts.detail.optChangedBy"), optChangeText(contact.optChange)]);

  return (
    <Stack gap="md" data-testid="contact-detail">
      <Stack gap={4}>
        <Title order={2} fz="h3">
          {contact.name}
        </Title>
        <Group gap="sm">
          <Anchor href={telHref(contact.phoneNumber)}>{formatPhone(contact.phoneNumber)}</Anchor>
          <OptBadge optIn={contact.optIn} />
        </Group>
        <ContactLabels contact={contact} />
      </Stack>
      <Group gap="sm">
        <Button leftSection={<IconPencil size={16} aria-hidden />} onClick={() => onEdit(contact)}>
          {t("contacts.detail.edit")}
        </Button>
        <Button
          variant="light"
          color={contact.optIn ? "orange" : "teal"}
          leftSection={
            contact.optIn ? <IconBellOff size={16} aria-hidden /> : <IconBellRinging size={16} aria-hidden />
          }
          onClick={() => onOpt(contact)}
        >
          {contact.optIn ? t("contacts.actions.optOut") : t("contacts.actions.optIn")}
        </Button>
        {role === "ProviderAdmin" && (
          <Button
            variant="subtle"
            color="red.9"
            // The subtle variant paints its text in the palette's lighter red (3.3:1 on white): red 9 reads at AA.
            c="red.9"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={() => onErase(contact)}
          >
            {t("contacts.erase.open")}
          </Button>
        )}
      </Group>
      <DetailList rows={rows} labelWidth={160} mt="xs" />
    </Stack>
  );
}
