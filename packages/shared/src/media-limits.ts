import type { ChannelKind } from "./conversations.js";

const MB = 1024 * 1024;

/**
 * Upload limits (the spec leaves the value open). WhatsApp Cloud API caps images at 5 MB, audio and video at
 * 16 MB and documents at 100 MB; an MMS carries at most 5 MB in total.
 */
export const MEDIA_LIMITS = {
  whatsapp: { image: 5 * MB, audio: 16 * MB, video: 16 * MB, document: 100 * MB },
  mms: 5 * MB,
} as const;

/** The largest file any channel accepts: the HTTP body limit of uploads. */
export const MAX_UPLOAD_BYTES = MEDIA_LIMITS.whatsapp.document;

export function mediaLimitFor(kind: ChannelKind, mime: string): number {
  if (kind !== "whatsapp") return MEDIA_LIMITS.mms;
  if (mime.startsWith("image/")) return MEDIA_LIMITS.whatsapp.image;
  if (mime.startsWith("audio/")) return MEDIA_LIMITS.whatsapp.audio;
  if (mime.startsWith("video/")) return MEDIA_LIMITS.whatsapp.video;
  return MEDIA_LIMITS.whatsapp.document;
}

/** "5 MB", as the upload message shows the limit. */
export function formatFileSize(bytes: number): string {
  if (bytes >= MB) return `${Math.round((bytes / MB) * 10) / 10} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} B`;
}
