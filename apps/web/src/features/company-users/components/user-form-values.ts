import {
  type BusinessRole,
  type CompanyUser,
  type SaveUserBody,
  saveUserBodySchema,
  USER_MESSAGES,
} from "@consola/shared";
import { isValidPhoneValue } from "../../../components/forms/phone-value";
import { schemaResolver } from "../../../lib/forms/schema-resolver";

export type UserFormValues = {
  name: string;
  nickname: string;
  role: BusinessRole | "";
  /** The area's id as text (what a select holds), or "" for none. */
  areaId: string;
  position: string;
  /** E.164 as the phone input keeps it. */
  phone: string;
  email: string;
  /** Empty: the business's number applies. */
  maxOpenChats: number | "";
};

export function userFormValues(user: CompanyUser | null): UserFormValues {
  return {
    name: user?.name ?? "",
    nickname: user?.nickname ?? "",
    role: user?.role ?? "",
    areaId: user?.areaId ? String(user.areaId) : "",
    position: user?.position ?? "",
    phone: user?.phone ?? "",
    email: user?.email ?? "",
    maxOpenChats: user?.maxOpenChats ?? "",
  };
}

/**
 * AddUser's schema, and the check the server makes once it knows the business's country: the phone is a
 * number (the same words it answers with).
 */
const userFormSchema = saveUserBodySchema.extend({
  phone: saveUserBodySchema.shape.phone.refine(isValidPhoneValue, { error: USER_MESSAGES.phoneInvalid }),
});

/**
 * What a form holds before it may be sent, as the schemas read it: no role chosen is a missing role, and the
 * phone input's lone "+" (its digits erased) is no phone.
 */
export const unchosen = <Body extends { role: string; phone?: string }>(body: Body) => ({
  ...body,
  role: body.role || undefined,
  ...(body.phone === "+" ? { phone: "" } : {}),
});

/** The form checked as the body it sends, with the server's Spanish texts. */
export const userFormRules = schemaResolver<UserFormValues>(userFormSchema, {
  body: (values) => unchosen(toSaveUserBody(values, undefined)),
});

export function toSaveUserBody(values: UserFormValues, id: number | undefined): SaveUserBody {
  return {
    ...(id ? { id } : {}),
    name: values.name.trim(),
    nickname: values.nickname.trim(),
    role: values.role as BusinessRole,
    areaId: values.areaId ? Number(values.areaId) : null,
    position: values.position.trim(),
    phone: values.phone,
    email: values.email.trim().toLowerCase(),
    maxOpenChats: values.maxOpenChats === "" ? null : values.maxOpenChats,
  };
}
