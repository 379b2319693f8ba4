import { QueryClient, QueryClientProvider, useQuery } from "@tanstack/react-query";
import { act, render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { FakeHub } from "../../lib/hub/fake-hub";
import { HubProvider } from "../../lib/hub/hub-context";
import { HubCatchUp } from "./hub-catch-up";

function ClosedCount({ read }: { read: () => Promise<number> }) {
  const { data } = useQuery({ queryKey: ["chat-lists", "ended"], queryFn: read, staleTime: Infinity });
  return <p>cerrados: {data ?? "…"}</p>;
}

describe("hub catch-up", () => {
  it("reads again what was read while the hub was not listening, each time it is ready again", async () => {
    const hub = new FakeHub();
    hub.setStatus("connecting");
    let closed = 1;
    const client = new QueryClient();
    render(
      <QueryClientProvider client={client}>
        <HubProvider client={hub.asClient()}>
          <HubCatchUp />
          <ClosedCount read={async () => closed} />
        </HubProvider>
      </QueryClientProvider>,
    );
    expect(await screen.findByText("cerrados: 1")).toBeTruthy();

    // A chat closes before the hub listens: its event is never seen.
    closed = 2;
    await new Promise((resolve) => setTimeout(resolve, 5));
    act(() => hub.setStatus("ready"));
    await waitFor(() => expect(screen.getByText("cerrados: 2")).toBeTruthy());

    // The connection drops and comes back: the same again.
    act(() => hub.setStatus("connecting"));
    closed = 3;
    await new Promise((resolve) => setTimeout(resolve, 5));
    act(() => hub.setStatus("ready"));
    await waitFor(() => expect(screen.getByText("cerrados: 3")).toBeTruthy());
  });

  it("reads again a list whose answer was on its way when the hub became ready", async () => {
    const hub = new FakeHub();
    hub.setStatus("connecting");
    let closed = 1;
    let answer: (count: number) => void = () => undefined;
    // The server counted before the hub listened; the answer arrives after.
    const read = () =>
      closed === 1 ? new Promise<number>((resolve) => (answer = resolve)) : Promise.resolve(closed);
    const client = new QueryClient();
    render(
      <QueryClientProvider client={client}>
        <HubProvider client={hub.asClient()}>
          <HubCatchUp />
          <ClosedCount read={read} />
        </HubProvider>
      </QueryClientProvider>,
    );
    await waitFor(() => expect(client.isFetching()).toBe(1));
    closed = 2;
    act(() => hub.setStatus("ready"));
    act(() => answer(1));
    await waitFor(() => expect(screen.getByText("cerrados: 2")).toBeTruthy());
  });
});
