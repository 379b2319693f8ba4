import {
  type ContactPage,
  type CountSegmentBody,
  type SaveSegmentBody,
  segmentsEndpoints,
} from "@consola/shared";
import { call } from "../../lib/api/call";

/** The business's segments, alphabetical. */
export async function fetchSegments(signal?: AbortSignal) {
  return (await call(segmentsEndpoints.list, undefined, { signal })).data;
}

/** Creates a segment, or changes the one `id` names; the answer carries the server's message. */
export function saveSegment(body: SaveSegmentBody) {
  return call(segmentsEndpoints.save, body);
}

export function removeSegment(id: number) {
  return call(segmentsEndpoints.remove, { id });
}

/** How many contacts meet conditions being built, and the first of them. */
export async function countSegment(body: CountSegmentBody, signal?: AbortSignal): Promise<ContactPage> {
  return (await call(segmentsEndpoints.count, body, { signal })).data;
}
