/**
 * Each list's p99 target in ms: a message page 10, a segment count 200, the contacts by a label or a field's
 * value 50, every other list 15.
 */
export function listTargetMs(name: string): number {
  if (name.startsWith("segment:")) return 200;
  if (/^contacts by a .* (label|field value)$/.test(name)) return 50;
  if (name.includes("message")) return 10;
  return 15;
}
