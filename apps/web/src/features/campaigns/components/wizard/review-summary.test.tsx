import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderScreen } from "../../../../test/render-screen";
import { signedInAs } from "../../../../test/session";
import { buildReview, NO_COUNTS } from "../../testing/campaign-fixtures";
import { ReviewSummary } from "./review-summary";

const show = (
  review: ReturnType<typeof buildReview>,
  role: "ProviderAdmin" | "ProviderSupervisor" = "ProviderAdmin",
) => {
  signedInAs(role);
  return renderScreen(<ReviewSummary review={review} />, {
    path: "/campaigns/edit",
    route: "/campaigns/edit",
  });
};
/** Intl writes a no-break space between a currency code and its amount. */
const plain = (element: HTMLElement) => element.textContent?.replace(/\s/g, " ");

describe("campaign review", () => {
  it("shows recipients, each reason left out, the cost by category and country with its total, and the pace", async () => {
    show(buildReview());
    expect(await screen.findByTestId("review-recipients")).toHaveTextContent("1,200");
    expect(screen.getByTestId("review-excluded")).toHaveTextContent("45");
    const exclusions = screen.getAllByTestId("review-exclusion");
    // A reason nobody was left out for is not listed.
    expect(exclusions.map((row) => plain(row))).toEqual([
      "No acepta mensajes30",
      "Recibió otra campaña hace poco15",
    ]);
    const [mexico, us] = screen.getAllByTestId("review-cost") as [HTMLElement, HTMLElement];
    expect(within(mexico).getAllByRole("cell").map(plain)).toEqual([
      "Utilidad",
      "México",
      "1,000",
      "USD 0.0125",
      "USD 12.50",
    ]);
    expect(within(us).getAllByRole("cell").map(plain)).toEqual([
      "Utilidad",
      "Estados Unidos",
      "200",
      "USD 0.004",
      "USD 0.80",
    ]);
    expect(screen.getByTestId("review-total-messages")).toHaveTextContent("1,200");
    expect(plain(screen.getByTestId("review-total"))).toBe("USD 13.30");
    expect(screen.getByTestId("review-duration")).toHaveTextContent(
      "menos de un minuto, repartida en 2 días por el límite diario",
    );
    expect(screen.getByText("80 mensajes por segundo")).toBeInTheDocument();
    expect(screen.getByText("1,000 contactos únicos cada 24 horas")).toBeInTheDocument();
    expect(screen.getByText("Al confirmar")).toBeInTheDocument();
  });

  it("never makes up a figure: a missing price leaves the cost unknown, with the counts still shown", async () => {
    const review = buildReview({
      costs: [
        { category: "MARKETING", country: "MX", messages: 900, unitPrice: 0.0436, cost: 39.24 },
        { category: "MARKETING", country: "OTHER", messages: 300, unitPrice: null, cost: null },
      ],
      totalCost: null,
      messagingLimit: null,
      sendingSeconds: 4_500,
      days: 1,
    });
    show(review);
    const [, other] = (await screen.findAllByTestId("review-cost")) as [HTMLElement, HTMLElement];
    expect(within(other).getAllByRole("cell").map(plain)).toEqual([
      "Marketing",
      "Otros países",
      "300",
      "Sin precio",
      "—",
    ]);
    expect(screen.getByTestId("review-total-messages")).toHaveTextContent("1,200");
    expect(screen.getByTestId("review-total")).toHaveTextContent(
      "Costo desconocido: faltan precios en Configuración > Campañas",
    );
    expect(screen.getByTestId("review-total").textContent).not.toMatch(/\d/);
    // The admin, who sets the prices, is offered the way there.
    expect(screen.getByRole("link", { name: "Poner los precios" })).toHaveAttribute(
      "href",
      "/config/campaigns",
    );
    expect(screen.getByTestId("review-duration")).toHaveTextContent("1 h 15 min");
    expect(screen.getByText("Sin límite diario")).toBeInTheDocument();
  });

  it("tells an SMS's segments and spares a supervisor the link to prices they cannot set", async () => {
    show(
      buildReview({
        campaign: {
          ...buildReview().campaign,
          template: null,
          text: "Hola",
          counts: { ...NO_COUNTS, recipients: 3 },
        },
        costs: [{ category: "SMS", country: "MX", messages: 6, unitPrice: null, cost: null }],
        totalCost: null,
        smsSegments: { encoding: "UCS-2", segments: 2 },
      }),
      "ProviderSupervisor",
    );
    expect(await screen.findByTestId("review-sms-segments")).toHaveTextContent(
      "Cada SMS ocupa 2 segmentos (UCS-2), antes de llenar las variables.",
    );
    expect(within(screen.getByTestId("review-cost")).getAllByRole("cell")[0]).toHaveTextContent("SMS");
    expect(screen.queryByRole("link", { name: "Poner los precios" })).toBeNull();
  });
});
