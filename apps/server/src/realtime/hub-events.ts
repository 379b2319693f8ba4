import {
  BUSINESS_MANAGER_ROLES,
  HUB_EVENTS,
  type HubAccountExit,
  type HubChatChange,
  type HubMessageEventData,
  type HubMessageStatus,
  type HubMessageUpdated,
  type HubNewContact,
  type HubNewMessage,
  type HubNotification,
  type HubServerEvent,
  type ServerToClientEvents,
} from "@consola/shared";
import type { AppDeps } from "../deps.js";
import type { HubServer } from "./hub-server.js";
import { rooms } from "./rooms.js";

/** Events forwarded from the domain: all but the connection's own (SuccessConnect, Success). */
type ForwardedEvent = Exclude<HubServerEvent, "SuccessConnect" | "Success">;

/** The rooms that follow one chat: its agent and the business's managers, or everyone while nobody has it. */
function chatAudience(businessId: number, assignedUserId: number | null): string[] {
  return assignedUserId === null
    ? [rooms.business(businessId)]
    : [rooms.user(assignedUserId), rooms.managers(businessId)];
}

/** Which chat an event is about: every chat payload starts with these. */
function chatOf(event: { businessId: number; conversationId: number; contactId: number }) {
  return { businessId: event.businessId, conversationId: event.conversationId, contactId: event.contactId };
}

/** Maps domain events (after commit) to hub events. Every payload names its business. */
export function forwardDomainEvents(io: HubServer, deps: Pick<AppDeps, "events" | "logger">): () => void {
  const emit = <E extends ForwardedEvent>(
    targets: string[],
    event: E,
    ...payload: Parameters<ServerToClientEvents[E]>
  ) => {
    if (targets.length > 0) io.to(targets).emit(event, ...payload);
  };
  const subscriptions = [
    deps.events.subscribe("session.ended", (event) => {
      const payload: HubAccountExit = { reason: event.reason };
      const room = rooms.session(event.sessionId);
      io.to(room).emit(HUB_EVENTS.accountExit, payload);
      io.in(room).disconnectSockets(true);
    }),
    deps.events.subscribe("user.access_changed", (event) => {
      // Rooms are permissions: the person's sockets, on whichever instance, leave what the new role may not
      // hear before anything else reaches them, and join what it may. This instance's sockets move at once
      // (with Redis the cluster-wide move reaches every instance, this one included, through Redis a moment
      // later, ahead of what is published after it).
      const own = rooms.user(event.userId);
      const move = (from: string, join: string[], leave: string[]) => {
        for (const scope of [io.local, io]) {
          if (join.length > 0) scope.in(from).socketsJoin(join);
          if (leave.length > 0) scope.in(from).socketsLeave(leave);
        }
      };
      if (event.businessId !== null) {
        const managers = rooms.managers(event.businessId);
        const sandbox = rooms.sandbox(event.businessId);
        if ((BUSINESS_MANAGER_ROLES as readonly string[]).includes(event.role)) {
          move(own, [managers], []);
          move(rooms.addMessageContact(own), [rooms.addMessageContact(managers)], []);
        } else {
          move(own, [], [managers, rooms.addMessageContact(managers)]);
        }
        if (event.role !== "ProviderAdmin") move(own, [], [sandbox]);
      }
      emit([own], HUB_EVENTS.profileChanged, { userId: event.userId });
    }),
    deps.events.subscribe("conversation.opened", (event) => {
      const payload: HubNewContact = {
        ...chatOf(event),
        status: event.status,
      };
      const targets =
        event.status === "pending"
          ? [rooms.business(event.businessId)]
          : event.status === "bot"
            ? [rooms.managers(event.businessId)]
            : chatAudience(event.businessId, event.assignedUserId);
      emit(targets, HUB_EVENTS.newContact, payload);
    }),
    deps.events.subscribe("conversation.assigned", (event) => {
      const change: HubChatChange = {
        ...chatOf(event),
        reason: event.kind,
        toUserId: event.toUserId,
        fromUserId: event.fromUserId,
      };
      emit([rooms.user(event.toUserId)], HUB_EVENTS.reassign, change);
      // It left the pending list (everyone) or the previous agent's list.
      const leftFrom =
        event.fromUserId === null
          ? [rooms.business(event.businessId)]
          : [rooms.user(event.fromUserId), rooms.managers(event.businessId)];
      emit(leftFrom, HUB_EVENTS.dessign, change);
    }),
    deps.events.subscribe("conversation.ended", (event) => {
      const change: HubChatChange = {
        ...chatOf(event),
        reason: event.endReason,
        fromUserId: event.assignedUserId,
      };
      emit(chatAudience(event.businessId, event.assignedUserId), HUB_EVENTS.dessign, change);
    }),
    deps.events.subscribe("conversation.updated", (event) => {
      const change: HubChatChange = {
        ...chatOf(event),
        reason: "updated",
      };
      emit(chatAudience(event.businessId, event.assignedUserId), HUB_EVENTS.chatUpdated, change);
    }),
    deps.events.subscribe("conversation.requeued", (event) => {
      // It left its agent's list (and the managers' active list), then joins everyone's pending queue.
      const change: HubChatChange = { ...chatOf(event), reason: "requeued", fromUserId: event.fromUserId };
      emit(chatAudience(event.businessId, event.fromUserId), HUB_EVENTS.dessign, change);
      const payload: HubNewContact = { ...chatOf(event), status: "pending" };
      emit([rooms.business(event.businessId)], HUB_EVENTS.newContact, payload);
    }),
    deps.events.subscribe("message.created", (event) => {
      const payload: HubNewMessage = {
        ...chatOf(event),
        assignedUserId: event.assignedUserId,
        conversationStatus: event.conversationStatus,
        contact: event.contact,
        message: event.message,
      };
      const data: HubMessageEventData = {
        businessId: event.businessId,
        Message: event.message.body,
        Caption: event.message.caption,
        Aux: event.message.type,
        Who: event.message.author,
        contactId: event.contactId,
        conversationId: event.conversationId,
        contact: { Name: event.contact.name, PhoneNumber: event.contact.phoneNumber },
      };
      const audience = chatAudience(event.businessId, event.assignedUserId);
      emit(audience, HUB_EVENTS.newMessage, payload);
      emit(audience.map(rooms.addMessageContact), HUB_EVENTS.addMessageToContact, data);
      emit([rooms.sandbox(event.businessId)], HUB_EVENTS.newMessage, payload);
    }),
    deps.events.subscribe("message.updated", (event) => {
      const audience = [
        ...chatAudience(event.businessId, event.assignedUserId),
        rooms.sandbox(event.businessId),
      ];
      const payload: HubMessageUpdated = {
        ...chatOf(event),
        message: event.message,
      };
      emit(audience, HUB_EVENTS.messageUpdated, payload);
    }),
    deps.events.subscribe("message.status", (event) => {
      const payload: HubMessageStatus = {
        ...chatOf(event),
        messageId: event.messageId,
        status: event.status,
        error: event.error,
      };
      emit(
        [...chatAudience(event.businessId, event.assignedUserId), rooms.sandbox(event.businessId)],
        HUB_EVENTS.messageStatus,
        payload,
      );
    }),
    deps.events.subscribe("agent.availability_changed", (event) => {
      // The managers only: they are few, while telling every agent of each colleague's connection would cost
      // a business of n people n² frames whenever its consoles connect.
      emit([rooms.managers(event.businessId)], HUB_EVENTS.agentAvailability, {
        businessId: event.businessId,
        userId: event.userId,
        availability: event.availability,
      });
    }),
    deps.events.subscribe("config.changed", (event) => {
      emit([rooms.business(event.businessId)], HUB_EVENTS.configChanged, {
        businessId: event.businessId,
        what: event.what,
      });
    }),
    deps.events.subscribe("contact.labelled", (event) => {
      emit([rooms.business(event.businessId)], HUB_EVENTS.contactLabelled, {
        businessId: event.businessId,
        contactId: event.contactId,
        labelIds: event.labelIds,
      });
    }),
    deps.events.subscribe("contacts.relabelled", (event) => {
      emit([rooms.business(event.businessId)], HUB_EVENTS.contactsRelabelled, {
        businessId: event.businessId,
        contactIds: event.contactIds,
        add: event.add,
        remove: event.remove,
      });
    }),
    deps.events.subscribe("campaign.progress", (event) => {
      emit([rooms.managers(event.businessId)], HUB_EVENTS.campaignProgress, event);
    }),
    deps.events.subscribe("notification.created", (event) => {
      const payload: HubNotification = {
        businessId: event.businessId,
        id: event.notificationId,
        type: event.type,
        method: event.method,
        data: event.data,
      };
      const audience = event.userId === null ? rooms.business(event.businessId) : rooms.user(event.userId);
      emit([audience], HUB_EVENTS.eventNotification, payload);
    }),
  ];
  return () => {
    for (const unsubscribe of subscriptions) unsubscribe();
  };
}
