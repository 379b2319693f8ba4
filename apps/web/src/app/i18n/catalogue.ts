import { inboundMessagesEs } from "../../components/messages/es";
import { businessPickerEs } from "../../data/businesses/es";
import { agentsEs } from "../../features/agents/es";
import { areasEs } from "../../features/areas/es";
import { autoAssignEs } from "../../features/auto-assign/es";
import { botsEs } from "../../features/bots/es";
import { businessHoursEs } from "../../features/business-hours/es";
import { channelsEs } from "../../features/channels/es";
import { chatListsEs } from "../../features/chat-lists/es";
import { closingCategoriesEs } from "../../features/closing-categories/es";
import { companySetupEs } from "../../features/company-setup/es";
import { companyUsersEs } from "../../features/company-users/es";
import { platformUsersEs } from "../../features/company-users/platform-users-es";
import { configMenuEs } from "../../features/config-menu/es";
import { contactsEs } from "../../features/contacts/es";
import { conversationsEs } from "../../features/conversations/es";
import { platformBusinessesEs } from "../../features/platform-businesses/es";
import { quickAnswersEs } from "../../features/quick-answers/es";
import { reportsEs } from "../../features/reports/es";
import { searchResultsEs } from "../../features/search/es";
import { simulatorEs } from "../../features/simulator/es";
import { surveysEs } from "../../features/surveys/es";
import { commonEs } from "../../lib/i18n/es";
import { i18n, initI18n } from "../../lib/i18n/i18n";

/** Every text of the interface: the shared texts of lib/ and each feature's under its own key. */
export const catalogue = {
  conversations: conversationsEs,
  chatLists: chatListsEs,
  contacts: contactsEs,
  agents: agentsEs,
  autoAssign: autoAssignEs,
  businessHours: businessHoursEs,
  simulator: simulatorEs,
  channels: channelsEs,
  configMenu: configMenuEs,
  companySetup: companySetupEs,
  searchResults: searchResultsEs,
  closingCategories: closingCategoriesEs,
  quickAnswers: quickAnswersEs,
  companyUsers: companyUsersEs,
  areas: areasEs,
  bots: botsEs,
  surveys: surveysEs,
  reports: reportsEs,
  businessPicker: businessPickerEs,
  inboundMessages: inboundMessagesEs,
  platformBusinesses: platformBusinessesEs,
  platformUsers: platformUsersEs,
  ...commonEs,
};

export type Catalogue = typeof catalogue;

export const i18nReady = initI18n(catalogue);

export { i18n };
