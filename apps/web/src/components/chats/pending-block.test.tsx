import { PENDING_PREVIEW_COUNT } from "@consola/shared";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { buildChat } from "../../test/chats";
import { ok } from "../../test/fake-fetch";
import { renderScreen } from "../../test/render-screen";
import { signedInAs } from "../../test/session";
import { PendingBlock } from "./pending-block";

describe("pending block", () => {
  it("shows 3 entries, then all of them on «más», and folds back", async () => {
    signedInAs("ProviderSupervisor");
    const chats = Array.from({ length: 5 }, (_, index) =>
      buildChat({
        contact: { id: index + 1, name: `Cliente ${index + 1}`, phoneNumber: "+528112345678", optIn: true },
      }),
    );
    const onTake = vi.fn();
    renderScreen(<PendingBlock chats={chats} total={5} onTake={onTake} takingId={null} />, {
      path: "/",
      route: "/",
    });
    expect(await screen.findAllByTestId("pending-entry")).toHaveLength(PENDING_PREVIEW_COUNT);
    expect(screen.queryByText("Cliente 4")).not.toBeInTheDocument();

    const events = userEvent.setup();
    await events.click(screen.getByRole("button", { name: "Ver más (2)" }));
    expect(screen.getAllByTestId("pending-entry")).toHaveLength(5);
    expect(screen.getByText("Cliente 5")).toBeInTheDocument();

    await events.click(screen.getByRole("button", { name: "Ver menos" }));
    expect(screen.getAllByTestId("pending-entry")).toHaveLength(3);

    await events.click(screen.getByRole("button", { name: "Tomar el chat de Cliente 2" }));
    expect(onTake).toHaveBeenCalledWith(chats[1]);
  });

  it("has no «más» with 3 chats or fewer", async () => {
    signedInAs("ProviderSupervisor");
    const chats = [buildChat({ outOfHours: true }), buildChat()];
    renderScreen(<PendingBlock chats={chats} total={2} onTake={vi.fn()} takingId={null} />, {
      path: "/",
      route: "/",
    });
    expect(await screen.findAllByTestId("pending-entry")).toHaveLength(2);
    expect(screen.queryByRole("button", { name: /Ver más/ })).not.toBeInTheDocument();
    // The chat that came in out of hours says so; the other does not.
    expect(screen.getAllByTestId("out-of-hours")).toHaveLength(1);
  });

  it("shows each waiting chat's labels as chips", async () => {
    signedInAs("ProviderSupervisor", {
      routes: {
        "POST /api/labels/ListLabels": ok([
          { id: 5, name: "Mayoreo", color: "blue", description: "", active: true },
          { id: 6, name: "Garantía", color: "orange", description: "", active: true },
        ]),
      },
    });
    const chats = [buildChat({ labelIds: [6] }), buildChat({ labelIds: [] })];
    renderScreen(<PendingBlock chats={chats} total={2} onTake={vi.fn()} takingId={null} />, {
      path: "/",
      route: "/",
    });
    const [labelled, plain] = await screen.findAllByTestId("pending-entry");
    expect(await within(labelled as HTMLElement).findByText("Garantía")).toBeInTheDocument();
    expect(within(plain as HTMLElement).queryByText("Garantía")).not.toBeInTheDocument();
  });
});
