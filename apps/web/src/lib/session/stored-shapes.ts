import { colorsSchema, myBusinessSchema, profileSchema } from "@consola/shared";

/** The shared schemas a stored session is read back with; their own chunk, see createSessionStore. */
export const STORED_SHAPES = { profile: profileSchema, business: myBusinessSchema, colors: colorsSchema };

export type StoredShapes = typeof STORED_SHAPES;
