import {
  type BusinessRole,
  type CompanyUser,
  MESSAGES,
  type SaveUserBody,
  USER_MAX_OPEN_CHATS,
  USER_MESSAGES,
  USER_NAME_PATTERN,
  userEmailInput,
} from "@consola/shared";
import { isValidPhoneValue } from "../../../components/forms/phone-value";

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

/** The same rules and Spanish texts the server applies, checked before sending. */
export const userFormRules = {
  name: (value: string) =>
    !value.trim()
      ? USER_MESSAGES.nameRequired
      : USER_NAME_PATTERN.test(value.trim())
        ? null
        : USER_MESSAGES.nameInvalid,
  role: (value: string) => (value ? null : USER_MESSAGES.roleRequired),
  phone: (value: string) =>
    !value || value === "+"
      ? USER_MESSAGES.phoneRequired
      : isValidPhoneValue(value)
        ? null
        : USER_MESSAGES.phoneInvalid,
  email: (value: string) =>
    !value.trim()
      ? MESSAGES.emailRequired
      : userEmailInput.safeParse(value).success
        ? null
        : MESSAGES.emailInvalid,
  maxOpenChats: (value: number | "") =>
    value === "" ||
    (Number.isInteger(value) && value >= USER_MAX_OPEN_CHATS.min && value <= USER_MAX_OPEN_CHATS.max)
      ? null
      : USER_MESSAGES.maxOpenChatsRange,
};

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
