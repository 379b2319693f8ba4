import { BREAKPOINT_SIDEBAR_PX, ROLE_NAMES } from "@consola/shared";
import { AppShell, Overlay } from "@mantine/core";
import { useDisclosure, useMediaQuery } from "@mantine/hooks";
import { type MouseEvent, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Outlet } from "react-router";
import { ChatHubSync } from "../../data/chats";
import { ConfigHubSync } from "../../data/config";
import { errorMessage } from "../../lib/api/error-message";
import { HubProvider } from "../../lib/hub/hub-context";
import { useSession } from "../../lib/session/use-session";
import { PageLoader } from "../page-loader";
import { QueryProvider } from "../query-provider";
import { usePageTitle } from "../use-page-title";
import { useSessionRefresh } from "../use-session-refresh";
import { AppHeader } from "./app-header";
import layoutClasses from "./app-layout.module.css";
import { AppNavbar } from "./app-navbar";
import navbarClasses from "./app-navbar.module.css";
import { HubCatchUp } from "./hub-catch-up";
import { HubOfflineBanner } from "./hub-offline-banner";
import { ProfileHubSync } from "./profile-hub-sync";
import { ProfileLoadError } from "./profile-load-error";
import { useLogout } from "./use-logout";

/** The unfolded sidebar sits over the header (100) and over the dimmed page behind it. */
const NAVBAR_Z_INDEX = 110;

/** Where "Saltar al contenido" takes the keyboard. */
const MAIN_ID = "contenido";

/**
 * The focus moves to the screen itself, so the next Tab is its first control (following the hash alone does
 * not move the focus in every browser).
 */
function skipToContent(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  document.getElementById(MAIN_ID)?.focus();
}

/** The frame of every signed-in screen (spec section 2, Layout). The sidebar folds into a burger ≤ 991 px. */
export function AppLayout() {
  return (
    <QueryProvider>
      <AppLayoutFrame />
    </QueryProvider>
  );
}

function AppLayoutFrame() {
  const { t } = useTranslation();
  const [navOpened, { toggle, close }] = useDisclosure(false);
  // Read during the first render rather than in an effect: the effect's answer re-rendered the whole frame
  // (header, sidebar, the screen) right after its first render.
  const foldedSidebar = useMediaQuery(`(max-width: ${BREAKPOINT_SIDEBAR_PX}px)`, undefined, {
    getInitialValueInEffect: false,
  });
  const { profile, business } = useSession();
  const { profile: profileQuery } = useSessionRefresh();
  const title = usePageTitle();
  const logout = useLogout();

  if (!profile) {
    if (profileQuery.isError) {
      return (
        <ProfileLoadError
          message={errorMessage(profileQuery.error)}
          onRetry={() => void profileQuery.refetch()}
          onSignOut={() => logout.mutate()}
        />
      );
    }
    return <PageLoader fullScreen />;
  }

  const organisation = business?.name ?? (profile.businessName || t("app.platform"));

  return (
    <HubProvider>
      <ChatHubSync />
      <ConfigHubSync />
      <ProfileHubSync />
      <HubCatchUp />
      <a href={`#${MAIN_ID}`} className={layoutClasses.skipLink} onClick={skipToContent}>
        {t("layout.skipToContent")}
      </a>
      <AppShell
        layout="alt"
        // Phones give the page title a row of its own under the icons (app-header.module.css).
        header={{ height: { base: 100, xs: 64 } }}
        navbar={{ width: 288, breakpoint: "md", collapsed: { mobile: !navOpened } }}
        padding={{ base: "md", md: "xl" }}
        classNames={{ navbar: navbarClasses.navbar }}
      >
        <AppShell.Header>
          <AppHeader
            title={title}
            profile={profile}
            business={business}
            navOpened={navOpened}
            onToggleNav={toggle}
          />
        </AppShell.Header>
        {/* A folded sidebar is only slid out of view: inert keeps keyboard focus out of it. */}
        <AppShell.Navbar inert={foldedSidebar && !navOpened} zIndex={NAVBAR_Z_INDEX}>
          <AppNavbar
            menus={profile.menus}
            organisation={organisation}
            roleName={ROLE_NAMES[profile.role]}
            navOpened={navOpened}
            onClose={close}
          />
        </AppShell.Navbar>
        {foldedSidebar && navOpened && (
          <Overlay fixed zIndex={NAVBAR_Z_INDEX} backgroundOpacity={0.35} onClick={close} />
        )}
        <AppShell.Main bg="gray.0" id={MAIN_ID} tabIndex={-1} className={layoutClasses.main}>
          <HubOfflineBanner />
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </AppShell.Main>
      </AppShell>
    </HubProvider>
  );
}
