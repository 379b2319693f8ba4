import { bulkEs } from "../../components/bulk/es";
import { chatFieldsEs } from "../../components/chats/es";
import { labelPickerEs } from "../../components/labels/es";
import { inboundMessagesEs } from "../../components/messages/es";
import { businessPickerEs } from "../../data/businesses/es";
import { agentsEs } from "../../features/agents/es";
import { areasEs } from "../../features/areas/es";
import { autoAssignEs } from "../../features/auto-assign/es";
import { botsEs } from "../../features/bots/es";
import { businessHoursEs } from "../../features/business-hours/es";
import { campaignsEs } from "../../features/campaigns/es";
import { channelsEs } from "../../features/channels/es";
import { chatListsEs } from "../../features/chat-lists/es";
import { closingCategoriesEs } from "../../features/closing-categories/es";
import { companySetupEs } from "../../features/company-setup/es";
import { companyUsersEs } from "../../features/company-users/es";
import { platformUsersEs } from "../../features/company-users/platform-users-es";
import { configMenuEs } from "../../features/config-menu/es";
import { contactFieldsEs } from "../../features/contact-fields/es";
import { contactsEs } from "../../features/contacts/es";
import { segmentsEs } from "../../features/contacts/segments/es";
import { conversationsEs } from "../../features/conversations/es";
import { labelsEs } from "../../features/labels/es";
import { platformBusinessesEs } from "../../features/platform-businesses/es";
import { quickAnswersEs } from "../../features/quick-answers/es";
import { reportsEs } from "../../features/reports/es";
import { searchResultsEs } from "../../features/search/es";
import { simulatorEs } from "../../features/simulator/es";
import { surveysEs } from "../../features/surveys/es";

/**
 * Each feature's texts under its own key. Only signed-in screens show them, so they load with the signed-in
 * shell (see loadFeatureTexts in catalogue.ts) rather than with the sign-in page.
 */
export const featureTexts = {
  conversations: conversationsEs,
  chatLists: chatListsEs,
  contacts: contactsEs,
  segments: segmentsEs,
  campaigns: campaignsEs,
  agents: agentsEs,
  autoAssign: autoAssignEs,
  businessHours: businessHoursEs,
  simulator: simulatorEs,
  channels: channelsEs,
  configMenu: configMenuEs,
  companySetup: companySetupEs,
  searchResults: searchResultsEs,
  closingCategories: closingCategoriesEs,
  labels: labelsEs,
  contactFields: contactFieldsEs,
  quickAnswers: quickAnswersEs,
  companyUsers: companyUsersEs,
  areas: areasEs,
  bots: botsEs,
  surveys: surveysEs,
  reports: reportsEs,
  businessPicker: businessPickerEs,
  inboundMessages: inboundMessagesEs,
  labelPicker: labelPickerEs,
  bulk: bulkEs,
  chatFields: chatFieldsEs,
  platformBusinesses: platformBusinessesEs,
  platformUsers: platformUsersEs,
};
