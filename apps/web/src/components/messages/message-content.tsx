import type { MessageView } from "@consola/shared";
import { Badge, Stack, Text } from "@mantine/core";
import { IconTemplate } from "@tabler/icons-react";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { FileChip } from "./file-chip";
import { LocationView } from "./location-view";
import { MediaPlaceholder } from "./media-placeholder";
import classes from "./message-bubble.module.css";
import { MessageImage } from "./message-image";
import { OrderView } from "./order-view";
import { UnreadableView } from "./unreadable-view";

// A shared contact's phones are parsed with the full phone metadata (39 KB gzip): it loads with the first
// card shown rather than with every list of messages.
const ContactCardView = lazy(() =>
  import("./contact-card-view").then((m) => ({ default: m.ContactCardView })),
);

type MessageContentProps = {
  message: MessageView;
  /** Offer to save shared contact cards as contacts (not on the contact's own phone in the simulator). */
  offerSave: boolean;
};

/** The words under a message's content, when they add to it. */
function textOf(message: MessageView): string {
  switch (message.type) {
    case "image":
    case "media":
      return message.caption;
    case "location":
      // A location's body repeats its place name, already on the card.
      return [message.location?.name, message.location?.address].includes(message.body) ? "" : message.body;
    case "contacts":
      // The body lists the cards' names and numbers for search and exports; the cards show them.
      return message.details?.kind === "contacts" ? "" : message.body;
    default:
      return message.body;
  }
}

/** What a message carries, by type: text, a file, a place, a template, contact cards, an order… */
export function MessageContent({ message, offerSave }: MessageContentProps) {
  const { t } = useTranslation();
  const { details } = message;
  if (message.type === "unreadable") return <UnreadableView body={message.body} />;
  const text = textOf(message);
  const isFile = message.type === "image" || message.type === "media";
  return (
    <Stack gap={6}>
      {message.type === "template" && (
        <Badge
          size="xs"
          variant="light"
          color="grape"
          tt="none"
          leftSection={<IconTemplate size={11} />}
          data-testid="template-mark"
        >
          {t("conversations.messages.template")}
          {message.template?.name ? ` · ${message.template.name}` : ""}
        </Badge>
      )}
      {message.type === "image" && message.media && (
        <MessageImage media={message.media} pending={message.mediaPending} />
      )}
      {message.type === "media" && message.media && (
        <FileChip media={message.media} pending={message.mediaPending} />
      )}
      {isFile && !message.media && <MediaPlaceholder pending={message.mediaPending} error={message.error} />}
      {message.type === "location" && message.location && <LocationView location={message.location} />}
      {details?.kind === "contacts" && (
        <Suspense fallback={null}>
          {details.cards.map((card, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a message's cards never move; two may share a name
            <ContactCardView key={index} card={card} offerSave={offerSave} />
          ))}
        </Suspense>
      )}
      {details?.kind === "order" && <OrderView items={details.items} />}
      {text && (
        <Text size="sm" className={classes.text}>
          {text}
        </Text>
      )}
    </Stack>
  );
}
