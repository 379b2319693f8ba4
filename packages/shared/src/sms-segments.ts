import { SegmentedMessage } from "sms-segments-calculator";

/**
 * How a carrier splits an SMS: GSM-7 fits 160 characters (153 per part once split), any character outside it
 * (most emoji, some accents) makes the whole message UCS-2, 70 characters (67 per part). Each part is billed.
 */
export function smsSegments(text: string): { encoding: string; segments: number } {
  const message = new SegmentedMessage(text);
  return { encoding: message.encodingName, segments: Math.max(1, message.segmentsCount) };
}
