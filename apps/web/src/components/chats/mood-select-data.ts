import { CHAT_MOOD_NAMES, CHAT_MOODS, type ChatMood } from "@consola/shared";

export const MOOD_OPTIONS = CHAT_MOODS.map((mood) => ({ value: mood, label: CHAT_MOOD_NAMES[mood] }));

export function isMood(value: string | null): value is ChatMood {
  return value !== null && (CHAT_MOODS as readonly string[]).includes(value);
}
