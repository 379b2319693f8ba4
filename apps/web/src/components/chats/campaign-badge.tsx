import type { ChatSummary } from "@consola/shared";
import { IconSpeakerphone } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { ChatTag } from "./chat-tag";

/** The contact answered a campaign: the chat opened (or went on) with that reply. */
export function CampaignBadge({ chat }: { chat: Pick<ChatSummary, "campaign"> }) {
  const { t } = useTranslation();
  if (!chat.campaign) return null;
  return (
    <ChatTag
      color="grape"
      icon={IconSpeakerphone}
      hint={t("chatLists.campaignHint", { name: chat.campaign.name })}
      testId="chat-campaign"
    >
      {t("chatLists.campaign", { name: chat.campaign.name })}
    </ChatTag>
  );
}
