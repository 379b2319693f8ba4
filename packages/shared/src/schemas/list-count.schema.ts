import { z } from "zod";

/** A list's count: exact up to LIST_COUNT_CAP; past it `total` is the cap and `totalCapped` says there are more. */
export const listCountSchema = z.object({ total: z.number().int(), totalCapped: z.boolean() });
export type ListCount = z.infer<typeof listCountSchema>;
