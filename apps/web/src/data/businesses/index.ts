/**
 * data/businesses — the platform's businesses as platform admins choose and manage them: the ListBusiness
 * call and its query keys, the one business picker every screen uses, and the chosen business in the URL.
 */
export { businessKeys } from "./business-keys";
export { type BusinessOption, BusinessPicker } from "./business-picker";
export { useBusinessList } from "./use-business-list";
export { useBusinessName } from "./use-business-name";
export { useChosenBusiness } from "./use-chosen-business";
