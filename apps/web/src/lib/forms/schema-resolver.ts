import type { ZodType } from "zod";

/** A form's errors by field path ("name", "credentials.accessToken", "questions.2.text"). */
export type FieldErrors = Record<string, string>;

/**
 * Where an issue shows: the form's field for the issue's path in the body ("" for the body as a whole), or
 * null to leave it out. A record renames the paths it lists (and the paths under them) and keeps the others.
 */
export type FieldOfIssue<Values> =
  | Readonly<Record<string, string | null>>
  | ((path: string, message: string, values: Values) => string | null);

export type ResolverOptions<Values> = {
  /** What the form sends, built from its values; by default the values themselves. */
  body?: (values: Values) => unknown;
  /** By default an issue shows on the field of its path, and one about the whole body is left out. */
  fields?: FieldOfIssue<Values>;
  /** Every message of a field, one after the other; by default the first, as the server answers. */
  every?: boolean;
};

function fieldOf<Values>(
  fields: FieldOfIssue<Values> | undefined,
  path: string,
  message: string,
  values: Values,
): string | null {
  if (typeof fields === "function") return fields(path, message, values);
  // "userIds" also takes "userIds.3": a list's items show on the list's field.
  for (let part = path; part !== ""; part = part.slice(0, Math.max(part.lastIndexOf("."), 0))) {
    if (fields && part in fields) return fields[part] ?? null;
  }
  if (fields && path === "" && "" in fields) return fields[""] ?? null;
  return path === "" ? null : path;
}

/**
 * The one way a form validates: the shared zod schema of what it sends, on the body built from the form's
 * values, so every message is the server's own Spanish text. Usable as Mantine's `validate` or called by a
 * hand-held form. Several schemas are each checked on their own, for the problems one schema stops before
 * (cross-field checks that do not run once a field fails); the first schema's message wins on a field.
 */
export function schemaResolver<Values>(
  schema: ZodType | readonly ZodType[],
  options: ResolverOptions<Values> = {},
): (values: Values) => FieldErrors {
  const schemas: readonly ZodType[] = Array.isArray(schema) ? schema : [schema as ZodType];
  return (values) => {
    const body = options.body ? options.body(values) : values;
    const errors: FieldErrors = {};
    for (const one of schemas) {
      const parsed = one.safeParse(body);
      if (parsed.success) continue;
      for (const issue of parsed.error.issues) {
        const path = issue.path.filter((part) => typeof part !== "symbol").join(".");
        const field = fieldOf(options.fields, path, issue.message, values);
        if (field === null) continue;
        const shown = errors[field];
        if (shown === undefined) errors[field] = issue.message;
        else if (options.every) errors[field] = `${shown} ${issue.message}`;
      }
    }
    return errors;
  };
}

/** Whether a resolver found nothing to say. */
export const hasErrors = (errors: FieldErrors): boolean => Object.keys(errors).length > 0;
