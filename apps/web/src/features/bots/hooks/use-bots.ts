import type { BotKind, BotSettings, SaveChatBotBody, SaveSelectorBody } from "@consola/shared";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { configKeys } from "../../../data/config/config-keys";
import { useConfigMutation } from "../../../data/config/use-config-mutation";
import { sessionQueryKeys } from "../../../lib/session/session-api";
import { fetchBotSelector, fetchBots, saveChatBot, saveSelector, setSelectorStatus } from "../api/bots-api";

/** Keyed under configKeys.of("bots"): a bot saved in any console of the business shows here at once. */
export const botKeys = {
  list: [...configKeys.of("bots"), "list"] as const,
  selector: [...configKeys.of("bots"), "selector"] as const,
};

const changes = ["bots"] as const;

/** The settings of one bot (welcome or name change), from ListChatBot. */
export function useBot<K extends BotKind>(kind: K) {
  return useQuery({
    queryKey: botKeys.list,
    queryFn: ({ signal }) => fetchBots(signal),
    select: (bots) => bots.find((bot): bot is Extract<BotSettings, { type: K }> => bot.type === kind),
  });
}

export function useBotSelector() {
  return useQuery({ queryKey: botKeys.selector, queryFn: ({ signal }) => fetchBotSelector(signal) });
}

/**
 * The bots' writes. What the server answers is put in place at once (the form starts over from it, the
 * switch stays where it was moved) before the bots are read again; a refusal is thrown for the form or the
 * switch to show by its field.
 */
export function useBotMutations() {
  const client = useQueryClient();

  const saveBot = useConfigMutation({
    mutationFn: async (body: SaveChatBotBody) => {
      const saved = await saveChatBot(body);
      client.setQueryData<BotSettings[]>(botKeys.list, (bots) =>
        bots?.map((bot) => (bot.type === saved.data.type ? saved.data : bot)),
      );
      return saved;
    },
    changes,
  });

  const saveMenu = useConfigMutation({
    mutationFn: async (body: SaveSelectorBody) => {
      const saved = await saveSelector(body);
      client.setQueryData(botKeys.selector, saved.data);
      return saved;
    },
    changes,
  });

  // The profile's isSelector follows the switch: this console reads it again at once (the others when the
  // hub's ConfigChanged "bots" arrives), so "Chats con el BOT" shows or hides.
  const setSelectorActive = useConfigMutation({
    mutationFn: async (active: boolean) => {
      const saved = await setSelectorStatus(active);
      client.setQueryData(botKeys.selector, saved.data);
      void client.invalidateQueries({ queryKey: sessionQueryKeys.profile });
      return saved;
    },
    changes,
  });

  return { saveBot, saveMenu, setSelectorActive };
}
