import { z } from "zod";
import { businessIdQuerySchema } from "../schemas/settings.schema.js";
import {
  activeUserBodySchema,
  activeUserResultSchema,
  checkUserEmailBodySchema,
  companyUserSchema,
  emailAvailabilitySchema,
  listUsersBodySchema,
  resetUserPasswordBodySchema,
  saveUserBodySchema,
  userPageSchema,
} from "../schemas/users.schema.js";
import { ACCESS, type Endpoint, endpoint } from "./endpoint.js";

const tag = "company users";

export const companyUsersEndpoints = {
  list: endpoint({
    method: "POST",
    path: "/api/admin/ListUsersBusiness",
    summary: "People of the business by name, a page after `after`; search by name or e-mail (admins)",
    tag,
    access: ACCESS.settings,
    query: businessIdQuerySchema,
    body: listUsersBodySchema,
    answer: userPageSchema,
  }),
  save: endpoint({
    method: "POST",
    path: "/api/admin/AddUser",
    summary: "Create a person of the business (welcome e-mail), or change one when id is given (admins)",
    tag,
    access: ACCESS.settings,
    query: businessIdQuerySchema,
    body: saveUserBodySchema,
    answer: companyUserSchema,
  }),
  setActive: endpoint({
    method: "POST",
    path: "/api/admin/ActiveUser",
    summary:
      "Activate or deactivate a person; deactivating ends their session and returns their chats to pending",
    tag,
    access: ACCESS.settings,
    query: businessIdQuerySchema,
    body: activeUserBodySchema,
    answer: activeUserResultSchema,
  }),
  checkEmail: endpoint({
    method: "POST",
    path: "/api/admin/CheckUserEmail",
    summary: "Whether an e-mail is free across the platform (the user form checks while typing)",
    tag,
    access: ACCESS.settings,
    query: businessIdQuerySchema,
    body: checkUserEmailBodySchema,
    answer: emailAvailabilitySchema,
  }),
  resetPassword: endpoint({
    method: "POST",
    path: "/api/admin/ResetUserPassword",
    summary: "Send a person the e-mail to reset their password (admins)",
    tag,
    access: ACCESS.settings,
    query: businessIdQuerySchema,
    body: resetUserPasswordBodySchema,
    answer: z.null(),
  }),
} as const satisfies Record<string, Endpoint>;
