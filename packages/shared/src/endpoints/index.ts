import { agentsEndpoints } from "./agents.endpoints.js";
import { areasEndpoints } from "./areas.endpoints.js";
import { authEndpoints } from "./auth.endpoints.js";
import { autoAssignEndpoints } from "./auto-assign.endpoints.js";
import { botsEndpoints } from "./bots.endpoints.js";
import { bulkActionsEndpoints } from "./bulk-actions.endpoints.js";
import { businessEndpoints } from "./business.endpoints.js";
import { businessHoursEndpoints } from "./business-hours.endpoints.js";
import { campaignsEndpoints } from "./campaigns.endpoints.js";
import { catalogEndpoints } from "./catalog.endpoints.js";
import { channelLinesEndpoints } from "./channel-lines.endpoints.js";
import { chatClosingEndpoints } from "./chat-closing.endpoints.js";
import { closingCategoriesEndpoints } from "./closing-categories.endpoints.js";
import { companyUsersEndpoints } from "./company-users.endpoints.js";
import { contactFieldsEndpoints } from "./contact-fields.endpoints.js";
import { contactsEndpoints } from "./contacts.endpoints.js";
import { contactsImportEndpoints } from "./contacts-import.endpoints.js";
import { conversationsEndpoints } from "./conversations.endpoints.js";
import type { Endpoint } from "./endpoint.js";
import { healthEndpoints } from "./health.endpoints.js";
import { labelsEndpoints } from "./labels.endpoints.js";
import { mediaEndpoints } from "./media.endpoints.js";
import { messagesEndpoints } from "./messages.endpoints.js";
import { notificationsEndpoints } from "./notifications.endpoints.js";
import { platformBusinessesEndpoints } from "./platform-businesses.endpoints.js";
import { platformUsersEndpoints } from "./platform-users.endpoints.js";
import { privacyEndpoints } from "./privacy.endpoints.js";
import { profileEndpoints } from "./profile.endpoints.js";
import { quickAnswersEndpoints } from "./quick-answers.endpoints.js";
import { reportsEndpoints } from "./reports.endpoints.js";
import { sandboxEndpoints } from "./sandbox.endpoints.js";
import { searchEndpoints } from "./search.endpoints.js";
import { segmentsEndpoints } from "./segments.endpoints.js";
import { surveysEndpoints } from "./surveys.endpoints.js";
import { templatesEndpoints } from "./templates.endpoints.js";
import { webhooksEndpoints } from "./webhooks.endpoints.js";

export * from "./agents.endpoints.js";
export * from "./areas.endpoints.js";
export * from "./auth.endpoints.js";
export * from "./auto-assign.endpoints.js";
export * from "./bots.endpoints.js";
export * from "./bulk-actions.endpoints.js";
export * from "./business.endpoints.js";
export * from "./business-hours.endpoints.js";
export * from "./campaigns.endpoints.js";
export * from "./catalog.endpoints.js";
export * from "./channel-lines.endpoints.js";
export * from "./chat-closing.endpoints.js";
export * from "./closing-categories.endpoints.js";
export * from "./company-users.endpoints.js";
export * from "./contact-fields.endpoints.js";
export * from "./contacts.endpoints.js";
export * from "./contacts-import.endpoints.js";
export * from "./conversations.endpoints.js";
export * from "./endpoint.js";
export * from "./health.endpoints.js";
export * from "./labels.endpoints.js";
export * from "./media.endpoints.js";
export * from "./messages.endpoints.js";
export * from "./notifications.endpoints.js";
export * from "./platform-businesses.endpoints.js";
export * from "./platform-users.endpoints.js";
export * from "./privacy.endpoints.js";
export * from "./profile.endpoints.js";
export * from "./quick-answers.endpoints.js";
export * from "./reports.endpoints.js";
export * from "./sandbox.endpoints.js";
export * from "./search.endpoints.js";
export * from "./segments.endpoints.js";
export * from "./surveys.endpoints.js";
export * from "./templates.endpoints.js";
export * from "./webhooks.endpoints.js";

/** Every endpoint of the API: the contract test checks the server serves exactly these. */
// Pure, so the web bundle keeps only the declarations a page calls.
export const ALL_ENDPOINTS: readonly Endpoint[] = /* @__PURE__ */ allOf([
  agentsEndpoints,
  areasEndpoints,
  authEndpoints,
  autoAssignEndpoints,
  botsEndpoints,
  businessEndpoints,
  campaignsEndpoints,
  businessHoursEndpoints,
  bulkActionsEndpoints,
  catalogEndpoints,
  channelLinesEndpoints,
  chatClosingEndpoints,
  closingCategoriesEndpoints,
  contactFieldsEndpoints,
  contactsEndpoints,
  contactsImportEndpoints,
  conversationsEndpoints,
  healthEndpoints,
  labelsEndpoints,
  webhooksEndpoints,
  mediaEndpoints,
  messagesEndpoints,
  notificationsEndpoints,
  platformBusinessesEndpoints,
  platformUsersEndpoints,
  privacyEndpoints,
  quickAnswersEndpoints,
  reportsEndpoints,
  sandboxEndpoints,
  searchEndpoints,
  segmentsEndpoints,
  surveysEndpoints,
  templatesEndpoints,
  companyUsersEndpoints,
  profileEndpoints,
]);

function allOf(groups: Record<string, Endpoint>[]): Endpoint[] {
  return groups.flatMap((group) => Object.values(group));
}
