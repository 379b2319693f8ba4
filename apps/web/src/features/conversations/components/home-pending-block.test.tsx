import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { buildActiveChat } from "../../../test/chats";
import { ok } from "../../../test/fake-fetch";
import { signedInAs } from "../../../test/session";
import { renderFeature } from "../testing/render-feature";
import { HomePendingBlock } from "./home-pending-block";

const waiting = [1, 2, 3, 4].map((n) =>
  buildActiveChat({
    id: n,
    contactId: 100 + n,
    status: "pending",
    agent: null,
    contact: { id: 100 + n, name: `Cliente ${n}`, phoneNumber: `+52811000000${n}`, optIn: true },
  }),
);

describe("pending chats on /home", () => {
  it("shows an agent 3 waiting chats, then all, and taking one opens it here", async () => {
    const taken = { ...waiting[1], status: "active" };
    const { calls } = signedInAs("ProviderAgent", {
      routes: {
        "POST /api/wp/ListMessagePendient": ok({
          total: 4,
          totalCapped: false,
          nextCursor: null,
          items: waiting,
        }),
        "POST /api/wp/TakePendient": ok(taken, "Chat tomado"),
      },
    });
    const onTaken = vi.fn();
    renderFeature(<HomePendingBlock onTaken={onTaken} />);
    const block = await screen.findByTestId("pending-block");
    expect(within(block).getAllByTestId("pending-entry")).toHaveLength(3);
    // Agents may not open the pending page: no links to it.
    expect(within(block).queryByRole("link")).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(within(block).getByRole("button", { name: /Ver más/ }));
    expect(within(block).getAllByTestId("pending-entry")).toHaveLength(4);

    await user.click(within(block).getByRole("button", { name: /Cliente 2/ }));
    await waitFor(() => expect(onTaken).toHaveBeenCalledWith(102));
    const request = calls.find((call) => call.url.endsWith("/api/wp/TakePendient"));
    expect(await request?.json()).toEqual({ id: 2, agentId: 0 });
  });

  it("links supervisors to the pending page", async () => {
    signedInAs("ProviderSupervisor", {
      routes: {
        "POST /api/wp/ListMessagePendient": ok({
          total: 4,
          totalCapped: false,
          nextCursor: null,
          items: waiting,
        }),
      },
    });
    renderFeature(<HomePendingBlock onTaken={() => {}} />);
    const block = await screen.findByTestId("pending-block");
    expect(within(block).getAllByRole("link").length).toBeGreaterThan(0);
  });

  it("renders nothing while the queue is empty", async () => {
    const { calls } = signedInAs("ProviderAgent", {
      routes: {
        "POST /api/wp/ListMessagePendient": ok({ total: 0, totalCapped: false, nextCursor: null, items: [] }),
      },
    });
    renderFeature(<HomePendingBlock onTaken={() => {}} />);
    await waitFor(() => expect(calls.some((call) => call.url.endsWith("ListMessagePendient"))).toBe(true));
    expect(screen.queryByTestId("pending-block")).not.toBeInTheDocument();
  });
});
