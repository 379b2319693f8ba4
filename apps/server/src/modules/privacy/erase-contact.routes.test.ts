import { BUSINESS_ROLES, CONTACT_MESSAGES, type EraseContactResult, PLATFORM_ROLES } from "@consola/shared";
import { and, eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createClosingCategory, pendingChat } from "../../../test/engine-factories.js";
import { routeTestWorld } from "../../../test/route-test-world.js";
import { auditLog, contacts, conversations, messages, notifications } from "../../db/schema/index.js";

const world = routeTestWorld();
const admin = world.signedInUser("ProviderAdmin", "norte");
const agent = world.signedInUser("ProviderAgent", "norte");

const NUMBER = "+5218112349876";
let contactId = 0;
let chatIds: number[] = [];
let fileKey = "";

/**
 * Norte's contact Gabriela Secreta: an active chat Ana's agent took (with a file), and a second chat after
 * the first one closed. Each chat left notifications and audit rows.
 */
beforeAll(async () => {
  const first = await pendingChat(world.deps, world.norte.id, { from: NUMBER, name: "Gabriela Secreta" });
  contactId = first.contactId;
  await agent.api.post("/api/wp/TakePendient", { id: first.conversationId, agentId: 0 });
  await agent.api.post("/api/wp/SendMessage", {
    conversationId: first.conversationId,
    message: "Hola Gabriela",
  });
  const stored = await world.deps.media.save(
    world.norte.id,
    Buffer.from("%PDF-1.4 secreto"),
    "application/pdf",
  );
  fileKey = stored.key;
  await world.db
    .update(messages)
    .set({ mediaKey: fileKey, mediaMime: "application/pdf" })
    .where(eq(messages.id, first.messageId));
  await agent.api.post("/api/chat/ChangeStatus", {
    conversationId: first.conversationId,
    status: "angry",
    comments: "Gabriela pidió su factura",
  });
  const category = await createClosingCategory(world.db, world.norte.id, "Resuelto");
  const closed = await agent.api.post("/api/wp/CloseMessage", {
    conversationId: first.conversationId,
    status: "normal",
    comments: "listo",
    closingCategoryId: category.id,
  });
  if (closed.status !== 200) throw new Error(`close failed: ${JSON.stringify(closed.body)}`);
  const second = await pendingChat(world.deps, world.norte.id, { from: NUMBER, text: "Otra vez yo" });
  chatIds = [first.conversationId, second.conversationId];
});

describe("EraseContact: a contact's data erased on request", () => {
  it("refuses a number that is not the contact's, and leaves everything in place", async () => {
    const wrong = await admin.api.post("/api/admin/EraseContact", {
      contactId,
      confirmPhone: "+5218110000000",
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(CONTACT_MESSAGES.eraseConfirmMismatch);
    const empty = await admin.api.post("/api/admin/EraseContact", { contactId, confirmPhone: " " });
    expect(empty.body.message).toBe(CONTACT_MESSAGES.eraseConfirmRequired);
    expect(await world.db.select().from(contacts).where(eq(contacts.id, contactId))).toHaveLength(1);
  });

  it("is the business admin's: agents, supervisors and platform admins are refused", async () => {
    for (const role of [...BUSINESS_ROLES.filter((r) => r !== "ProviderAdmin"), ...PLATFORM_ROLES]) {
      const user = await world.signedInAs(
        role,
        BUSINESS_ROLES.includes(role as never) ? world.norte.id : null,
      );
      const response = await user.api.post("/api/admin/EraseContact", { contactId, confirmPhone: NUMBER });
      expect(response.status, role).toBe(403);
    }
  });

  it("a business never erases another business's contact", async () => {
    const outsider = await world.adminOf(world.andino.id);
    const response = await outsider.api.post("/api/admin/EraseContact", { contactId, confirmPhone: NUMBER });
    expect(response.status).toBe(404);
    expect(await world.db.select().from(contacts).where(eq(contacts.id, contactId))).toHaveLength(1);
  });

  it("erases the contact, its chats, messages, notifications and files, and keeps an audit entry that names no one", async () => {
    const before = await world.db.select().from(auditLog).where(eq(auditLog.businessId, world.norte.id));
    expect(JSON.stringify(before)).toContain("Gabriela pidió su factura");

    // Typed the way a person reads it out: spaces and dashes do not matter.
    const erased = await admin.api.post<EraseContactResult>("/api/admin/EraseContact", {
      contactId,
      confirmPhone: "+52 1 81 1234-9876",
    });
    expect(erased.status).toBe(200);
    expect(erased.body.data).toEqual({ contactId, conversations: 2, messages: 3, files: 1 });
    expect(erased.body.message).toBe(CONTACT_MESSAGES.erased(2, 3));

    expect(await world.db.select().from(contacts).where(eq(contacts.id, contactId))).toHaveLength(0);
    expect(
      await world.db.select().from(conversations).where(inArray(conversations.id, chatIds)),
    ).toHaveLength(0);
    expect(await world.db.select().from(messages).where(eq(messages.contactId, contactId))).toHaveLength(0);
    const left = await world.db
      .select()
      .from(notifications)
      .where(eq(notifications.businessId, world.norte.id));
    expect(JSON.stringify(left)).not.toMatch(
      new RegExp(chatIds.map((id) => `"conversationId":${id}\\b`).join("|")),
    );
    await expect(world.deps.media.read(fileKey)).rejects.toThrow();

    const after = await world.db.select().from(auditLog).where(eq(auditLog.businessId, world.norte.id));
    const text = JSON.stringify(after);
    for (const personal of ["Gabriela", "8112349876", "factura"]) expect(text).not.toContain(personal);
    const [entry] = await world.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "contact_erased"), eq(auditLog.entityId, String(contactId))));
    expect(entry).toMatchObject({
      actorUserId: admin.user.id,
      data: { conversations: 2, messages: 3, files: 1 },
    });

    // The agent's console no longer lists the chat, and the contact is gone from the list.
    const again = await admin.api.post("/api/admin/EraseContact", { contactId, confirmPhone: NUMBER });
    expect(again.status).toBe(404);
  });
});
