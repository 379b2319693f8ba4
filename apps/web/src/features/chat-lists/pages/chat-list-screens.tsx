import { ChatDetailPage } from "./chat-detail-page";
import { ChatListPage } from "./chat-list-page";

// One screen per route; `key` gives each list its own state when moving between them.
export const PendingChatsScreen = () => <ChatListPage key="pending" kind="pending" />;
export const ActiveChatsScreen = () => <ChatListPage key="active" kind="active" />;
export const BotChatsScreen = () => <ChatListPage key="bot" kind="bot" />;
export const EndedChatsScreen = () => <ChatListPage key="ended" kind="ended" />;

export const PendingChatDetailScreen = () => <ChatDetailPage key="pending" kind="pending" />;
export const ActiveChatDetailScreen = () => <ChatDetailPage key="active" kind="active" />;
export const BotChatDetailScreen = () => <ChatDetailPage key="bot" kind="bot" />;
export const EndedChatDetailScreen = () => <ChatDetailPage key="ended" kind="ended" />;
