import { uniformFloat64 } from "pure-rand/distribution/uniformFloat64";
import { uniformInt } from "pure-rand/distribution/uniformInt";
import { xoroshiro128plus } from "pure-rand/generator/xoroshiro128plus";

/**
 * Seeded randomness for made-up data (the demo's history, the bench's large data set): the same seed gives the
 * same rows on every run, so a fresh demo always shows the same month and two bench runs read comparable data.
 */
export type SeededRandom = {
  /** A number in [0, 1). */
  next: () => number;
  /** A whole number from min to max, both included. */
  between: (min: number, max: number) => number;
  pick: <T>(items: readonly T[]) => T;
  chance: (probability: number) => boolean;
};

export function seededRandom(seed: number): SeededRandom {
  const generator = xoroshiro128plus(seed);
  const next = () => uniformFloat64(generator);
  return {
    next,
    between: (min, max) => uniformInt(generator, min, max),
    pick: (items) => {
      if (items.length === 0) throw new Error("pick from an empty list");
      return items[uniformInt(generator, 0, items.length - 1)] as (typeof items)[number];
    },
    chance: (probability) => next() < probability,
  };
}
