import type { ChatReferral } from "@consola/shared";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderScreen } from "../../test/render-screen";
import { signedInAs } from "../../test/session";
import { ReferralBanner } from "./referral-banner";

const referral: ChatReferral = {
  sourceType: "ad",
  sourceUrl: "https://fb.me/anuncio-balatas",
  headline: "Balatas al 2x1",
  body: "Solo este fin de semana en todas las sucursales",
};

function show(value: ChatReferral) {
  signedInAs("ProviderAgent");
  const view = renderScreen(<ReferralBanner referral={value} />, { path: "/home", route: "/home" });
  return { banner: screen.getByTestId("referral-banner"), unmount: view.unmount };
}

describe("referral banner", () => {
  it("names the ad the contact came from, with its text and a link that opens apart", () => {
    const { banner } = show(referral);
    expect(within(banner).getByText("Llegó desde un anuncio: Balatas al 2x1")).toBeInTheDocument();
    expect(within(banner).getByText(referral.body)).toBeInTheDocument();
    const link = within(banner).getByRole("link", { name: "Ver el anuncio (se abre en otra pestaña)" });
    expect(link).toHaveAttribute("href", referral.sourceUrl);
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
  });

  it("says post or link by the source's type, and never links an address that is not the web", () => {
    const { banner: post, unmount } = show({ ...referral, sourceType: "post", headline: "" });
    expect(within(post).getByText("Llegó desde una publicación")).toBeInTheDocument();
    expect(within(post).getByRole("link", { name: /Ver la publicación/ })).toBeInTheDocument();
    unmount();

    const { banner: other } = show({ ...referral, sourceType: "story", sourceUrl: "javascript:alert(1)" });
    expect(within(other).getByText("Llegó desde un enlace: Balatas al 2x1")).toBeInTheDocument();
    expect(within(other).queryByRole("link")).not.toBeInTheDocument();
  });
});
