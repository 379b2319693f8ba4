import { CONVERSATION_WINDOW_HOURS } from "@consola/shared";

/** What is left of the 24-hour window, whole hours and minutes; null when the chat has no window (SMS). */
export type WindowLeft = { expired: boolean; hours: number; minutes: number; totalMinutes: number };

export function windowLeft(expiresAt: string | null, now: number): WindowLeft | null {
  if (!expiresAt) return null;
  const ms = new Date(expiresAt).getTime() - now;
  if (Number.isNaN(ms)) return null;
  if (ms <= 0) return { expired: true, hours: 0, minutes: 0, totalMinutes: 0 };
  // Rounded down: "0 h 0 min" would promise time that is not there, so the last minute shows as 0 min left.
  const totalMinutes = Math.floor(ms / 60_000);
  return { expired: false, hours: Math.floor(totalMinutes / 60), minutes: totalMinutes % 60, totalMinutes };
}

/**
 * Whether free text may be sent: on WhatsApp only within 24 h of the contact's last message. The server says
 * when that was (lastInboundAt); a message of the contact that arrived since (through the hub) counts too.
 */
export function isFreeTextAllowed(
  chat: { channel: string; lastInboundAt: string | null },
  messages: readonly { direction: string; createdAt: string }[],
  now: number,
): boolean {
  if (chat.channel !== "whatsapp") return true;
  const latest = [chat.lastInboundAt, messages.findLast((message) => message.direction === "in")?.createdAt]
    .filter((value): value is string => Boolean(value))
    .map((value) => new Date(value).getTime());
  if (latest.length === 0) return false;
  return Math.max(...latest) + CONVERSATION_WINDOW_HOURS * 3_600_000 > now;
}
