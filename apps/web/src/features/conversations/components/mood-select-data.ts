import { CHAT_MOOD_NAMES, CHAT_MOODS, type ChatMood, MESSAGES } from "@consola/shared";

export const MOOD_OPTIONS = CHAT_MOODS.map((mood) => ({ value: mood, label: CHAT_MOOD_NAMES[mood] }));

export function isMood(value: string | null): value is ChatMood {
  return value !== null && (CHAT_MOODS as readonly string[]).includes(value);
}

/** Status and comments are both required whenever a chat's status is set (spec section 5). */
export const MOOD_RULES = {
  status: (value: string | null) => (isMood(value) ? null : MESSAGES.statusRequired),
  comments: (value: string) => (value.trim() ? null : MESSAGES.commentsRequired),
};
