import { EventEmitter } from "node:events";
import type { ConfigKind, HubCampaignProgress, MessageView } from "@consola/shared";
import type { Logger } from "pino";
import type { AgentState } from "../db/schema/agents.js";
import type { SessionEndReason } from "../db/schema/auth.js";
import type { NotificationType } from "../db/schema/notifications.js";

export type ConversationRef = {
  businessId: number;
  conversationId: number;
  contactId: number;
};

/**
 * Facts the domain publishes after a transaction commits. Listeners (the hub, the outbox worker, metrics)
 * subscribe here, so services never talk to sockets.
 */
export type DomainEvents = {
  "session.ended": { userId: number; sessionId: string; reason: SessionEndReason };
  /** A new chat: pending (or held by the bot) until someone takes it. */
  "conversation.opened": ConversationRef & {
    status: "pending" | "bot" | "active";
    assignedUserId: number | null;
  };
  "conversation.assigned": ConversationRef & {
    toUserId: number;
    fromUserId: number | null;
    byUserId: number | null;
    kind: "take" | "assign" | "reassign" | "auto";
  };
  "conversation.ended": ConversationRef & {
    endReason: "closed" | "deleted" | "timed_out";
    assignedUserId: number | null;
  };
  "conversation.updated": ConversationRef & { assignedUserId: number | null };
  /**
   * A chat joined the pending queue from somewhere else: from its agent (deactivated), or from the bots
   * (fromUserId null) when they let it go.
   */
  "conversation.requeued": ConversationRef & { fromUserId: number | null };
  "message.created": ConversationRef & {
    assignedUserId: number | null;
    conversationStatus: string;
    contact: { name: string; phoneNumber: string };
    message: MessageView;
  };
  /** A message changed after it was first shown (its media finished downloading). */
  "message.updated": ConversationRef & { assignedUserId: number | null; message: MessageView };
  "message.status": ConversationRef & {
    assignedUserId: number | null;
    messageId: number;
    status: MessageView["status"];
    error: string | null;
  };
  "notification.created": {
    businessId: number;
    /** Its one recipient; null when it went to everyone in the business (one emit to the business's room). */
    userId: number | null;
    notificationId: number;
    type: NotificationType;
    method: string;
    data: Record<string, unknown>;
  };
  /**
   * A person's role or area changed (deactivation ends their sessions instead): their live sockets move to
   * the new role's rooms on every instance and their consoles read the profile again (hub ProfileChanged).
   */
  "user.access_changed": { userId: number; businessId: number | null; role: string };
  /** A person's availability changed (connected, disconnected, switched): their managers are told. */
  "agent.availability_changed": { businessId: number; userId: number; availability: AgentState };
  /** A business's configuration changed: its consoles read that part again (hub ConfigChanged). */
  "config.changed": { businessId: number; what: ConfigKind };
  /** A contact's labels changed (hub ContactLabelled to the business). */
  "contact.labelled": { businessId: number; contactId: number; labelIds: number[] };
  /** One batch of a bulk action put labels on these contacts or took them off (hub ContactsRelabelled). */
  "contacts.relabelled": { businessId: number; contactIds: number[]; add: number[]; remove: number[] };
  /** Outbound messages are waiting: wakes the outbox worker instead of waiting for its next poll. */
  "outbox.enqueued": { businessId: number; messageId: number };
  /** A campaign's status or funnel moved (hub CampaignProgress, to the business's managers). */
  "campaign.progress": HubCampaignProgress;
  /** A campaign has sends due: the sender looks now rather than at its next poll. */
  "campaign.due": { campaignId: number };
  /** A campaign send's status moved: its funnel is published again (at most about once a second). */
  "campaign.moved": { campaignId: number };
};

export type DomainEventName = keyof DomainEvents;
export type DomainEvent = { [K in DomainEventName]: { name: K; payload: DomainEvents[K] } }[DomainEventName];

export class DomainEventBus {
  readonly #emitter = new EventEmitter();
  readonly #couriers = new Set<() => Promise<unknown>>();

  constructor(private readonly logger: Pick<Logger, "error">) {
    this.#emitter.setMaxListeners(50);
  }

  publish<K extends DomainEventName>(name: K, payload: DomainEvents[K]): void {
    this.#emitter.emit(name, payload);
  }

  subscribe<K extends DomainEventName>(name: K, listener: (payload: DomainEvents[K]) => void): () => void {
    // The change is already committed: a failing listener is logged, never thrown back into the service.
    const safe = (payload: DomainEvents[K]) => {
      try {
        listener(payload);
      } catch (error) {
        this.logger.error({ err: error, event: name }, "domain event listener failed");
      }
    };
    this.#emitter.on(name, safe);
    return () => this.#emitter.off(name, safe);
  }

  /**
   * A listener that sends events on asynchronously (the hub's Redis publisher, to the other instances) tells
   * here how to wait until what it was given has left the process. Returns the undo.
   */
  addCourier(handedOn: () => Promise<unknown>): () => void {
    this.#couriers.add(handedOn);
    return () => this.#couriers.delete(handedOn);
  }

  /**
   * Resolves once every courier has handed on what was published before the call: a webhook is acknowledged
   * only then, so an instance killed right after its answer has already told the others. Never
   * rejects: a courier that fails is passed over, since the message is stored either way.
   */
  async delivered(): Promise<void> {
    if (this.#couriers.size === 0) return;
    await Promise.all([...this.#couriers].map((handedOn) => handedOn().catch(() => undefined)));
  }
}

/** Events raised inside a transaction, held until it commits (and dropped if it rolls back). */
export class PendingEvents {
  readonly #events: DomainEvent[] = [];

  add<K extends DomainEventName>(name: K, payload: DomainEvents[K]): void {
    this.#events.push({ name, payload } as DomainEvent);
  }

  /** Hands this batch's events, in order, to another batch (after what that one already holds). */
  moveTo(target: PendingEvents): void {
    for (const event of this.#events.splice(0)) target.add(event.name, event.payload as never);
  }

  publishTo(bus: DomainEventBus): void {
    for (const event of this.#events.splice(0)) bus.publish(event.name, event.payload as never);
  }
}
