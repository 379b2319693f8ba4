import { seededRandom as seedRandom } from "../../src/db/seed/seeded-random.js";

/**
 * Seeded randomness for the large bench data: the same sizes and seed give the same rows, so two runs of the
 * report bench read comparable data.
 */
export type Random = () => number;

/** The bench's rows draw from the same seeded generator as the demo's history. */
export function seededRandom(seed: number): Random {
  return seedRandom(seed).next;
}

export function pickInt(random: Random, below: number): number {
  return Math.floor(random() * below);
}

export function pickOne<T>(random: Random, items: readonly T[]): T {
  const item = items[pickInt(random, items.length)];
  if (item === undefined) throw new Error("pickOne on an empty list");
  return item;
}

/** Seconds drawn from an exponential distribution: most waits short, a few long. */
export function exponentialSeconds(random: Random, mean: number): number {
  return -Math.log(1 - random()) * mean;
}

/** Zipf-like shares (1/rank^s) that add up to one: the first is the big one, the tail is small. */
export function zipfShares(count: number, exponent = 1): number[] {
  const weights = Array.from({ length: count }, (_, i) => 1 / (i + 1) ** exponent);
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  return weights.map((weight) => weight / total);
}

/** Splits `total` into whole parts following `shares`, the rounding remainder going to the first. */
export function splitByShares(total: number, shares: readonly number[]): number[] {
  const parts = shares.map((share) => Math.floor(total * share));
  const rest = total - parts.reduce((sum, part) => sum + part, 0);
  if (parts.length > 0) parts[0] = (parts[0] ?? 0) + rest;
  return parts;
}

/** A picker over weighted items: binary search on the cumulative weights. */
export function weightedPicker(weights: readonly number[]): (random: Random) => number {
  const cumulative: number[] = [];
  let sum = 0;
  for (const weight of weights) {
    sum += weight;
    cumulative.push(sum);
  }
  return (random) => {
    const target = random() * sum;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((cumulative[middle] ?? 0) > target) high = middle;
      else low = middle + 1;
    }
    return low;
  };
}

/**
 * Share of a business's chats opening in each local hour: quiet nights, a morning peak, a lunch dip and an
 * afternoon peak, as a customer-service line sees.
 */
export const HOURLY_WEIGHTS = [
  1, 0.6, 0.4, 0.3, 0.3, 0.5, 1.5, 3, 6, 9, 10, 10, 9, 7, 6, 8, 9, 8.5, 7, 5.5, 4, 3, 2, 1.5,
] as const;
