import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderFeature } from "../testing/render-feature";
import { ListEmptyState } from "./list-empty-state";

describe("ListEmptyState", () => {
  it("says what a search matches when it found nothing", async () => {
    renderFeature(<ListEmptyState filtered unreadOnly={false} isAdmin={false} simulatorPath="/sim" />);
    expect(await screen.findByText("Ninguna conversación coincide con la búsqueda")).toBeInTheDocument();
    expect(screen.getByText(/el inicio de cada palabra del nombre, en cualquier orden/)).toBeInTheDocument();
  });

  it("says only that nothing is unread under the unread filter", async () => {
    renderFeature(<ListEmptyState filtered unreadOnly isAdmin={false} simulatorPath="/sim" />);
    expect(await screen.findByText("No tienes mensajes sin leer")).toBeInTheDocument();
    expect(screen.queryByText(/en cualquier orden/)).not.toBeInTheDocument();
  });
});
