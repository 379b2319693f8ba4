import type { LightMyRequestResponse } from "fastify";
import { expect } from "vitest";

/** Each answer about a line we do not have is exactly the answer about the line we have: nothing to probe. */
export function expectSameAnswers(
  known: LightMyRequestResponse[],
  unknown: LightMyRequestResponse[],
  status: number,
) {
  expect(unknown).toHaveLength(known.length);
  for (const [index, answer] of known.entries()) {
    expect(answer.statusCode).toBe(status);
    expect(unknown[index]?.statusCode).toBe(answer.statusCode);
    expect(unknown[index]?.body).toBe(answer.body);
    expect(unknown[index]?.headers["content-type"]).toBe(answer.headers["content-type"]);
  }
}
