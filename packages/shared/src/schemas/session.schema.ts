import { z } from "zod";
import { ROLE_IDS } from "../roles.js";

export const menuEntrySchema = z.object({ path: z.string(), label: z.string() });

export const profileSchema = z.object({
  userId: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLE_IDS),
  roleName: z.string(),
  avatar: z.string().nullable(),
  businessId: z.number().int().nullable(),
  businessName: z.string(),
  isSelector: z.boolean(),
  menus: z.array(menuEntrySchema),
});
export type Profile = z.infer<typeof profileSchema>;

export const roleCatalogSchema = z.array(z.object({ id: z.enum(ROLE_IDS), name: z.string() }));
export const newIdSchema = z.object({ id: z.uuid() });
