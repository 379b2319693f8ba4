import { type ContactCard, INBOUND_TEXTS, normalizePhone } from "@consola/shared";
import { Anchor, Button, Group, Stack, Text, ThemeIcon, VisuallyHidden } from "@mantine/core";
import { IconBuilding, IconMail, IconPhone, IconUser, IconUserPlus } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatPhone, telHref } from "../../lib/format/phone";
import { useCanOpenPath } from "../../lib/session/use-can-open-path";
import { NEW_CONTACT_PATH, newContactLink, prefillFromCard } from "../../lib/url/contact-prefill";
import { BubbleCard } from "./bubble-card";
import { inboundMessagesEs } from "./es";

type ContactCardViewProps = {
  card: ContactCard;
  /** Offer the save button (not on the contact's own phone); shown to those who may create contacts. */
  offerSave: boolean;
};

const KNOWN_TYPES = inboundMessagesEs.contactCard.types;

function useTypeLabel() {
  const { t } = useTranslation();
  return (type: string | undefined) => {
    if (!type) return null;
    const known = type.toUpperCase();
    return Object.hasOwn(KNOWN_TYPES, known)
      ? t(`inboundMessages.contactCard.types.${known as keyof typeof KNOWN_TYPES}`)
      : type;
  };
}

/** One shared contact card: its name, numbers, e-mails and organisation, and a way to save it. */
export function ContactCardView({ card, offerSave }: ContactCardViewProps) {
  const { t } = useTranslation();
  // The form lives on the contacts screen: whoever may open it may create contacts (any business member).
  const canSave = useCanOpenPath(NEW_CONTACT_PATH) && offerSave;
  const typeLabel = useTypeLabel();
  const name = card.name.trim() || t("inboundMessages.contactCard.unnamed");
  const organization = [card.organization?.title, card.organization?.department, card.organization?.company]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(" · ");
  const link = canSave ? newContactLink(prefillFromCard(card)) : null;
  return (
    <BubbleCard
      data-testid="contact-card"
      role="group"
      aria-label={t("inboundMessages.contactCard.label", { name })}
    >
      <Stack gap={6}>
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon variant="light" size={36} radius="xl" aria-hidden>
            <IconUser size={20} />
          </ThemeIcon>
          <Text size="sm" fw={600} style={{ overflowWrap: "anywhere" }}>
            {name}
          </Text>
        </Group>
        {card.phones.map((phone) => {
          const number = normalizePhone(phone.phone) ?? (phone.waId ? normalizePhone(phone.waId) : null);
          const shown = number ? formatPhone(number) : phone.phone;
          return (
            <Group key={`${phone.phone}-${phone.waId ?? ""}`} gap={6} wrap="nowrap">
              <IconPhone size={14} aria-hidden color="var(--mantine-color-dimmed)" />
              {number ? (
                <Anchor
                  href={telHref(number)}
                  size="sm"
                  aria-label={t("inboundMessages.contactCard.call", { phone: shown })}
                >
                  {shown}
                </Anchor>
              ) : (
                // Not a number anyone can dial: shown as the contact's phone wrote it.
                <Text size="sm">{shown}</Text>
              )}
              {phone.type && (
                <Text size="xs" c="dimmed">
                  {typeLabel(phone.type)}
                </Text>
              )}
            </Group>
          );
        })}
        {card.emails.map((email) => (
          <Group key={email.email} gap={6} wrap="nowrap">
            <IconMail size={14} aria-hidden color="var(--mantine-color-dimmed)" />
            <Anchor
              href={`mailto:${email.email}`}
              size="sm"
              style={{ overflowWrap: "anywhere" }}
              aria-label={t("inboundMessages.contactCard.write", { email: email.email })}
            >
              {email.email}
            </Anchor>
            {email.type && (
              <Text size="xs" c="dimmed">
                {typeLabel(email.type)}
              </Text>
            )}
          </Group>
        ))}
        {organization && (
          <Group gap={6} wrap="nowrap">
            <IconBuilding size={14} aria-hidden color="var(--mantine-color-dimmed)" />
            <Text size="sm" style={{ overflowWrap: "anywhere" }}>
              <VisuallyHidden component="span">
                {t("inboundMessages.contactCard.organization")}:{" "}
              </VisuallyHidden>
              {organization}
            </Text>
          </Group>
        )}
        {link && (
          <Button
            component={Link}
            to={link.to}
            state={link.state}
            variant="light"
            size="xs"
            leftSection={<IconUserPlus size={14} aria-hidden />}
            // Several cards in one message: each button names its card (the visible words come first).
            aria-label={`${INBOUND_TEXTS.saveAsContact}: ${name}`}
            data-testid="save-contact"
          >
            {INBOUND_TEXTS.saveAsContact}
          </Button>
        )}
      </Stack>
    </BubbleCard>
  );
}
