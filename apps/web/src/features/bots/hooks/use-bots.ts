import type { BotKind, BotSettings, SaveChatBotBody, SaveSelectorBody } from "@consola/shared";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useConfigBusiness } from "../../../data/config/config-business";
import { useConfigMutation } from "../../../data/config/use-config-mutation";
import { sessionQueryKeys } from "../../../lib/session/session-api";
import { saveChatBot, saveSelector, setSelectorStatus } from "../api/bots-api";
import { botKeys, botQueries } from "../queries";

const changes = ["bots"] as const;

/** The settings of one bot (welcome or name change), from ListChatBot. */
export function useBot<K extends BotKind>(kind: K) {
  const businessId = useConfigBusiness();
  return useQuery({
    ...botQueries.list(businessId),
    select: (bots) => bots.find((bot): bot is Extract<BotSettings, { type: K }> => bot.type === kind),
  });
}

export function useBotSelector() {
  const businessId = useConfigBusiness();
  return useQuery(botQueries.selector(businessId));
}

/**
 * The bots' writes. What the server answers is put in place at once (the form starts over from it, the
 * switch stays where it was moved) before the bots are read again; a refusal is thrown for the form or the
 * switch to show by its field.
 */
export function useBotMutations() {
  const client = useQueryClient();
  const businessId = useConfigBusiness();

  const saveBot = useConfigMutation({
    mutationFn: async (body: SaveChatBotBody) => {
      const saved = await saveChatBot(businessId, body);
      client.setQueryData<BotSettings[]>(botKeys.list(businessId), (bots) =>
        bots?.map((bot) => (bot.type === saved.data.type ? saved.data : bot)),
      );
      return saved;
    },
    changes,
  });

  const saveMenu = useConfigMutation({
    mutationFn: async (body: SaveSelectorBody) => {
      const saved = await saveSelector(businessId, body);
      client.setQueryData(botKeys.selector(businessId), saved.data);
      return saved;
    },
    changes,
  });

  // The profile's isSelector follows the switch: this console reads it again at once (the others when the
  // hub's ConfigChanged "bots" arrives), so "Chats con el BOT" shows or hides. Only for one's own business:
  // a platform admin switching another business's selector in the panel has no such menu entry.
  const setSelectorActive = useConfigMutation({
    mutationFn: async (active: boolean) => {
      const saved = await setSelectorStatus(businessId, active);
      client.setQueryData(botKeys.selector(businessId), saved.data);
      if (businessId === null) void client.invalidateQueries({ queryKey: sessionQueryKeys.profile });
      return saved;
    },
    changes,
  });

  return { saveBot, saveMenu, setSelectorActive };
}
