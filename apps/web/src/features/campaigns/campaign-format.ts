import { type Campaign, CHANNEL_KIND_NAMES, type ChannelKind } from "@consola/shared";
import type { TFunction } from "i18next";
import { formatPhone } from "../../lib/format/phone";

/** Counts as Mexico writes them: 12,345. */
export const formatCount = (value: number) => value.toLocaleString("es-MX");

const kindName = (kind: string) => CHANNEL_KIND_NAMES[kind as ChannelKind] ?? kind;

/** A line as the campaign screens name it: "WhatsApp · +52 81 1234 5678" (a sandbox line may have no number). */
export function lineName(line: { kind: string; phoneNumber: string }): string {
  const phone = line.phoneNumber.trim();
  return phone ? `${kindName(line.kind)} · ${formatPhone(phone)}` : kindName(line.kind);
}

/** Where a campaign row leads: a draft back into the wizard, any other to its page. */
export function campaignHref(campaign: Pick<Campaign, "id" | "status">): string {
  return campaign.status === "draft"
    ? `/campaigns/edit?id=${campaign.id}`
    : `/campaigns/detail?id=${campaign.id}`;
}

/** The chat a recipient's reply opened or continued, on the managers' chat page. */
export function replyChatHref(recipient: { conversationId: number; contactId: number }): string {
  return `/chat-active/detail?ci=${recipient.contactId}&chat=${recipient.conversationId}`;
}

/** A duration in words: "menos de un minuto", "25 minutos", "3 h 20 min", "2 horas". */
export function formatDuration(seconds: number, t: TFunction): string {
  if (seconds < 60) return t("campaigns.duration.underMinute");
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return t("campaigns.duration.minutes", { count: minutes });
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0
    ? t("campaigns.duration.hours", { count: hours })
    : t("campaigns.duration.hoursMinutes", { hours, minutes: rest });
}
