import type {
  ChannelKind,
  ChannelProvider,
  ChannelTestReason,
  ChatReferral,
  ContactCard,
  OrderItem,
  TemplateCategory,
  TemplateStatus,
  UnreadableReason,
} from "@consola/shared";
import type { MessageChoices, MessageLocation } from "../db/schema/messages.js";

/** A business line with its credentials decrypted: what an adapter needs to talk to the provider. */
export type ChannelRecord = {
  id: number;
  businessId: number;
  kind: ChannelKind;
  provider: ChannelProvider;
  phoneNumber: string;
  externalId: string;
  credentials: Record<string, string>;
};

export type OutboundMedia = {
  mime: string;
  name: string;
  size: number;
  /** A signed, expiring URL the provider can fetch the file from (Twilio MediaUrl, WhatsApp link). */
  publicUrl: string;
  read(): Promise<Buffer>;
};

export type OutboundPayload =
  | { type: "text"; body: string; choices?: MessageChoices }
  | { type: "image" | "media"; caption: string; media: OutboundMedia }
  | { type: "location"; location: MessageLocation }
  | { type: "template"; body: string; template: { name: string; language: string; params: string[] } };

export type OutboundMessage = {
  messageId: number;
  to: string;
  payload: OutboundPayload;
  /**
   * Echoed back by the provider in the message's status callbacks (WhatsApp's biz_opaque_callback_data): how a
   * send whose answer was lost is recognised once the provider reports it.
   */
  tracking?: string;
};

export type SendResult = { providerMessageId: string };

/**
 * A send that did not go through. `retryable` is true only when the provider surely did not take the
 * message (connection refused, 5xx, 429): retrying then cannot send it twice.
 */
export class ChannelSendError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    readonly retryAfterMs?: number,
    /** The provider's own error code (Meta's 131026, Twilio's 21610), when it gave one. */
    readonly code?: string,
  ) {
    super(message);
    this.name = "ChannelSendError";
  }
}

export type ChannelTemplate = {
  name: string;
  language: string;
  category: string;
  /** Text with {{1}}, {{2}}… placeholders. */
  body: string;
  paramCount: number;
  /** The provider's approval state (sending lists only APPROVED ones). */
  status: TemplateStatus;
  /** The provider's reason when it rejected the template; "" otherwise. */
  rejectedReason: string;
  providerTemplateId: string | null;
};

/** A template to submit for the provider's approval. */
export type NewChannelTemplate = {
  name: string;
  language: string;
  category: TemplateCategory;
  body: string;
  /** One example value per {{n}}, which the provider's reviewers read. */
  examples: string[];
};

/**
 * Why a provider call other than a send failed ("probar conexión", template sync and submission), in the
 * adapters' words: the modules turn the reason into Spanish. `code` is the provider's own error code.
 */
export type ProviderFailure = { reason: ChannelTestReason; code: string; detail: string };

export class ProviderCallError extends Error {
  constructor(readonly failure: ProviderFailure) {
    super(failure.detail);
    this.name = "ProviderCallError";
  }
}

export type ConnectionCheck = { passed: true; detail: string } | ({ passed: false } & ProviderFailure);

export type FetchedMedia = { data: Buffer; mime: string; name?: string };

export type ChannelAdapter = {
  provider: ChannelProvider;
  send(channel: ChannelRecord, message: OutboundMessage): Promise<SendResult>;
  /**
   * The line's templates. By default the APPROVED ones, as sending needs them (may be cached briefly);
   * `every` asks the provider afresh for all of them with their approval state (a sync). Provider
   * failures of an `every` call are ProviderCallError.
   */
  listTemplates(channel: ChannelRecord, options?: { every?: boolean }): Promise<ChannelTemplate[]>;
  /** Submits a template for approval; throws ProviderCallError when the provider refuses it. */
  submitTemplate(
    channel: ChannelRecord,
    template: NewChannelTemplate,
  ): Promise<{ status: TemplateStatus; providerTemplateId: string | null; rejectedReason: string }>;
  /** "Probar conexión": asks the provider whether these credentials reach this line. Never throws for it. */
  testConnection(channel: ChannelRecord): Promise<ConnectionCheck>;
  /** Downloads inbound media the webhook only referenced (WhatsApp media id, Twilio MediaUrl). */
  fetchMedia(channel: ChannelRecord, remoteRef: string): Promise<FetchedMedia>;
};

export type InboundMediaSource =
  | { kind: "remote"; ref: string }
  | { kind: "stored"; key: string; size: number };

/** A message from a contact, as every provider's webhook is normalised before the pipeline sees it. */
export type InboundMessage = {
  providerMessageId: string;
  /** The contact's number as the provider wrote it; the pipeline normalises it. */
  from: string;
  profileName?: string;
  receivedAt: Date;
  content: InboundContent;
  /** The ad or post the contact came from (WhatsApp click-to-chat ads). */
  referral?: ChatReferral;
};

/**
 * What the contact sent, by kind. Nothing a contact sends is dropped (decision 018): what we cannot read
 * becomes "unreadable" with the provider's item kept in `raw`.
 */
export type InboundContent =
  /** choiceId: the id or payload of the option a contact tapped (reply buttons, lists, quick replies). */
  | { type: "text"; body: string; choiceId?: string }
  | { type: "image" | "media"; caption: string; mime: string; name?: string; source: InboundMediaSource }
  | { type: "location"; location: MessageLocation }
  | { type: "contacts"; cards: ContactCard[] }
  | { type: "order"; catalogId: string; text: string; items: OrderItem[] }
  /** emoji "" takes the reaction back. */
  | { type: "reaction"; targetProviderId: string; emoji: string }
  | { type: "unreadable"; itemType: string; reason: UnreadableReason; raw: unknown }
  /** A notice from WhatsApp about the contact: their number changed (newId), or another change in words. */
  | { type: "system"; body: string; newId?: string };

export type DeliveryStatus = "sent" | "delivered" | "read" | "failed";
export type StatusUpdate = {
  providerMessageId: string;
  status: DeliveryStatus;
  error?: string;
  /** The provider's error code of a failure (Meta's 131049…). */
  errorCode?: string;
  /** What the send carried as `tracking`, when the provider echoes it. */
  tracking?: string;
  at: Date;
};

/** Renders {{1}}… placeholders with the given values, as the contact will read the template. */
export function renderTemplate(body: string, params: readonly string[]): string {
  return body.replace(
    /\{\{(\d+)\}\}/g,
    (placeholder, index: string) => params[Number(index) - 1] ?? placeholder,
  );
}
