import type { AppDeps } from "../deps.js";
import type { App } from "../http/fastify-types.js";
import { agentsRoutes } from "./agents/agents.routes.js";
import { areasRoutes } from "./areas/areas.routes.js";
import { authRoutes } from "./auth/auth.routes.js";
import { autoAssignRoutes } from "./auto-assign/auto-assign.routes.js";
import { botsRoutes } from "./bots/bots.routes.js";
import { bulkActionsRoutes } from "./bulk-actions/bulk-actions.routes.js";
import { businessRoutes } from "./business/business.routes.js";
import { businessHoursRoutes } from "./business-hours/business-hours.routes.js";
import { campaignsRoutes } from "./campaigns/campaigns.routes.js";
import { catalogRoutes } from "./catalog/catalog.routes.js";
import { channelLineRoutes } from "./channel-lines/channel-lines.routes.js";
import { chatClosingRoutes } from "./chat-closing/chat-closing.routes.js";
import { closingCategoriesRoutes } from "./closing-categories/closing-categories.routes.js";
import { contactFieldsRoutes } from "./contact-fields/contact-fields.routes.js";
import { contactsRoutes } from "./contacts/contacts.routes.js";
import { contactsImportRoutes } from "./contacts/contacts-import.routes.js";
import { segmentsRoutes } from "./contacts/segments.routes.js";
import { conversationRoutes } from "./conversations/conversations.routes.js";
import { healthRoutes } from "./health/health.routes.js";
import { twilioWebhookRoutes } from "./inbound/webhooks/twilio-webhook.routes.js";
import { whatsappWebhookRoutes } from "./inbound/webhooks/whatsapp-webhook.routes.js";
import { labelsRoutes } from "./labels/labels.routes.js";
import { mediaRoutes } from "./media/media.routes.js";
import { messageRoutes } from "./messages/messages.routes.js";
import { notificationsRoutes } from "./notifications/notifications.routes.js";
import { platformBusinessesRoutes } from "./platform-businesses/platform-businesses.routes.js";
import { platformUsersRoutes } from "./platform-users/platform-users.routes.js";
import { privacyRoutes } from "./privacy/privacy.routes.js";
import { quickAnswersRoutes } from "./quick-answers/quick-answers.routes.js";
import { reportsRoutes } from "./reports/reports.routes.js";
import { sandboxRoutes } from "./sandbox/sandbox.routes.js";
import { searchRoutes } from "./search/search.routes.js";
import { surveysRoutes } from "./surveys/surveys.routes.js";
import { templatesRoutes } from "./templates/templates.routes.js";
import { companyUsersRoutes } from "./users/company-users.routes.js";
import { profileRoutes } from "./users/profile.routes.js";

type RoutePlugin = (app: App) => Promise<void>;

/** Every domain module's routes, in one list: app.ts registers them all, the route-table tests walk them. */
export function domainRoutes(deps: AppDeps): { plugin: RoutePlugin; prefix?: string }[] {
  return [
    { plugin: healthRoutes(deps) },
    { plugin: authRoutes(deps) },
    { plugin: profileRoutes(deps) },
    { plugin: companyUsersRoutes(deps) },
    { plugin: areasRoutes(deps) },
    { plugin: businessRoutes(deps) },
    { plugin: catalogRoutes() },
    { plugin: conversationRoutes(deps) },
    { plugin: chatClosingRoutes(deps) },
    { plugin: messageRoutes(deps) },
    { plugin: mediaRoutes(deps) },
    { plugin: sandboxRoutes(deps) },
    { plugin: channelLineRoutes(deps) },
    { plugin: templatesRoutes(deps) },
    { plugin: notificationsRoutes(deps) },
    { plugin: agentsRoutes(deps) },
    { plugin: contactsRoutes(deps) },
    { plugin: searchRoutes(deps) },
    { plugin: quickAnswersRoutes(deps) },
    { plugin: closingCategoriesRoutes(deps) },
    { plugin: labelsRoutes(deps) },
    { plugin: contactFieldsRoutes(deps) },
    { plugin: bulkActionsRoutes(deps) },
    { plugin: segmentsRoutes(deps) },
    { plugin: campaignsRoutes(deps) },
    { plugin: autoAssignRoutes(deps) },
    { plugin: businessHoursRoutes(deps) },
    { plugin: botsRoutes(deps) },
    { plugin: surveysRoutes(deps) },
    { plugin: reportsRoutes(deps) },
    { plugin: whatsappWebhookRoutes(deps) },
    { plugin: twilioWebhookRoutes(deps) },
    { plugin: contactsImportRoutes(deps) },
    { plugin: platformBusinessesRoutes(deps) },
    { plugin: platformUsersRoutes(deps) },
    { plugin: privacyRoutes(deps) },
  ];
}
