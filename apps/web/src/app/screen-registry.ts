import type { ComponentType, LazyExoticComponent } from "react";
import { agentScreens } from "../features/agents/screens";
import { chatListScreens } from "../features/chat-lists/screens";
import { contactScreens } from "../features/contacts/screens";
import { conversationScreens } from "../features/conversations/screens";
import { simulatorScreens } from "../features/simulator/screens";

/** A feature's screens by route path; each is a lazyPage (its own chunk). */
export type ScreenMap = Record<string, LazyExoticComponent<ComponentType>>;

/** Every built screen. A route of the table without one shows the under-construction page. */
export const SCREENS: ScreenMap = {
  ...conversationScreens,
  ...chatListScreens,
  ...contactScreens,
  ...agentScreens,
  ...simulatorScreens,
};
