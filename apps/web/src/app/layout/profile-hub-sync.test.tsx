import { HUB_EVENTS } from "@consola/shared";
import { QueryClient, useQuery } from "@tanstack/react-query";
import { act, render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { FakeHub } from "../../lib/hub/fake-hub";
import { HubProvider } from "../../lib/hub/hub-context";
import { sessionQueryKeys } from "../../lib/session/session-api";
import { AppProviders } from "../providers";
import { ProfileHubSync } from "./profile-hub-sync";

function Reader({
  queryKey,
  name,
  read,
}: {
  queryKey: readonly unknown[];
  name: string;
  read: () => number;
}) {
  const { data } = useQuery({ queryKey, queryFn: async () => read(), staleTime: Infinity });
  return (
    <p>
      {name}: {data ?? "…"}
    </p>
  );
}

describe("ProfileHubSync", () => {
  it("reads the profile and what the screen shows again when the person's role changes, and says so", async () => {
    const hub = new FakeHub();
    const reads = { profile: 0, list: 0 };
    const client = new QueryClient();
    render(
      <AppProviders queryClient={client}>
        <HubProvider client={hub.asClient()}>
          <ProfileHubSync />
          <Reader name="perfil" queryKey={sessionQueryKeys.profile} read={() => ++reads.profile} />
          <Reader name="lista" queryKey={["chats", "pending"]} read={() => ++reads.list} />
        </HubProvider>
      </AppProviders>,
    );
    expect(await screen.findByText("perfil: 1")).toBeInTheDocument();
    expect(await screen.findByText("lista: 1")).toBeInTheDocument();

    act(() => hub.emit(HUB_EVENTS.profileChanged, { userId: 7 }));
    await waitFor(() => expect(screen.getByText("perfil: 2")).toBeInTheDocument());
    expect(screen.getByText("lista: 2")).toBeInTheDocument();
    expect(
      await screen.findByText("Tu perfil cambió: el menú ya muestra lo que puedes abrir ahora."),
    ).toBeInTheDocument();
  });
});
