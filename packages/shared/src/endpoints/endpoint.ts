import type { z } from "zod";
import {
  BUSINESS_ADMIN_ROLES,
  BUSINESS_MANAGER_ROLES,
  BUSINESS_ROLES,
  CONSOLE_ROLES,
  PLATFORM_ROLES,
  type Role,
} from "../roles.js";

export type EndpointMethod = "GET" | "POST" | "PUT" | "DELETE";

/**
 * Who may call: nobody signed in (a public route), or the roles listed. The server refuses other roles with 403
 * before the handler runs; a service may still refuse a listed role for what it asks (a foreign record is 404).
 */
export type EndpointAccess = "public" | readonly Role[];

/** The roles of the console's access rules, named once so declarations read as the spec's tables do. */
export const ACCESS = {
  signedIn: CONSOLE_ROLES,
  platform: PLATFORM_ROLES,
  business: BUSINESS_ROLES,
  businessManagers: BUSINESS_MANAGER_ROLES,
  businessAdmins: BUSINESS_ADMIN_ROLES,
  /** A business's settings: its admin, or a platform admin naming the business. */
  settings: [...PLATFORM_ROLES, ...BUSINESS_ADMIN_ROLES],
  /** A business's chats and reports as a manager: its managers, or a platform admin naming the business. */
  managers: [...PLATFORM_ROLES, ...BUSINESS_MANAGER_ROLES],
} as const satisfies Record<string, readonly Role[]>;

/**
 * What an endpoint answers: the envelope around data of this schema, a file (a download, an export), or
 * something only a machine reads (a provider's webhook, a health probe), described by its summary.
 */
export type EndpointAnswer = z.ZodType | "file" | "raw";

type Input = z.ZodType | undefined;

export type Endpoint<
  A extends EndpointAnswer = EndpointAnswer,
  B extends Input = Input,
  Q extends Input = Input,
  P extends Input = Input,
  M extends boolean = boolean,
> = {
  method: EndpointMethod;
  /** As the router matches it: `/api/survey/:survey_id`. */
  path: string;
  /** One line in English for the API document. */
  summary: string;
  /** The API document's group. */
  tag: string;
  access: EndpointAccess;
  body: B;
  query: Q;
  params: P;
  answer: A;
  /** A multipart upload: the body is a form with a file, checked as it streams rather than by a schema. */
  multipart: M;
};

type Declaration<
  A extends EndpointAnswer,
  B extends Input,
  Q extends Input,
  P extends Input,
  M extends boolean,
> = {
  method: EndpointMethod;
  path: string;
  summary: string;
  tag: string;
  access: EndpointAccess;
  body?: B;
  query?: Q;
  params?: P;
  answer: A;
  multipart?: M;
};

/**
 * Declares an endpoint once: the server serves it from this, the web calls it through this. The answer type is
 * NoInfer so that `satisfies Record<string, Endpoint>` around a group of declarations cannot widen an omitted
 * body, query or params from `undefined` to "any schema or none".
 */
export function endpoint<
  A extends EndpointAnswer,
  B extends Input = undefined,
  Q extends Input = undefined,
  P extends Input = undefined,
  M extends boolean = false,
>(declaration: Declaration<A, B, Q, P, M>): NoInfer<Endpoint<A, B, Q, P, M>> {
  return {
    ...declaration,
    body: declaration.body as B,
    query: declaration.query as Q,
    params: declaration.params as P,
    multipart: (declaration.multipart ?? false) as M,
  };
}

/** An endpoint that answers the envelope around data (most of them). */
export type JsonEndpoint<
  A extends z.ZodType = z.ZodType,
  B extends Input = Input,
  Q extends Input = Input,
  P extends Input = Input,
> = Endpoint<A, B, Q, P>;

/** The validated value a schema gives, or undefined where the endpoint declares none. */
export type Parsed<S extends Input> = S extends z.ZodType ? z.output<S> : undefined;
/** What a caller sends for a schema: its input type, or nothing where the endpoint declares none. */
export type Sent<S extends Input> = S extends z.ZodType ? z.input<S> : undefined;
/** The data of an envelope endpoint's answer. */
export type AnswerOf<E extends Endpoint> = E["answer"] extends z.ZodType ? z.output<E["answer"]> : never;
