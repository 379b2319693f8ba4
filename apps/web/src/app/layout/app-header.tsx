import { isBusinessRole, isPlatformRole, type MyBusiness, type Profile } from "@consola/shared";
import { Burger, Group, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { AlertsMenu } from "./alerts-menu";
import classes from "./app-header.module.css";
import { ConnectedAgentsButton } from "./connected-agents-button";
import { ContactsMenu } from "./contacts-menu";
import { HeaderBusiness } from "./header-business";
import { HeaderSearch } from "./header-search";
import { HubStatusIndicator } from "./hub-status-indicator";
import { NewMessagesMenu } from "./new-messages-menu";
import { NotificationsBell } from "./notifications-bell";
import { UserMenu } from "./user-menu";

type AppHeaderProps = {
  title: string;
  profile: Profile;
  business: MyBusiness | null;
  navOpened: boolean;
  onToggleNav: () => void;
};

export function AppHeader({ title, profile, business, navOpened, onToggleNav }: AppHeaderProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  // Messages, contacts and notifications belong to a business; platform admins have none (spec section 6).
  const forBusiness = isBusinessRole(profile.role);
  const onContactPage = pathname === "/contact" || pathname.startsWith("/contact/");
  const businessName = business?.name ?? profile.businessName;

  return (
    // One row; on a phone the title takes a second row of its own (app-header.module.css), so it is never
    // cut to a few letters beside the icons.
    <div className={classes.header}>
      <Burger
        opened={navOpened}
        onClick={onToggleNav}
        hiddenFrom="md"
        size="sm"
        aria-label={t("layout.openNavigation")}
      />
      <Title
        order={1}
        fz={{ base: 16, xs: 17, sm: 20 }}
        fw={700}
        c="var(--consola-title)"
        lineClamp={2}
        className={classes.title}
        data-testid="page-title"
      >
        {title}
      </Title>
      <HeaderBusiness name={businessName} phone={business?.phone ?? null} />
      <Group wrap="nowrap" className={classes.actions}>
        {!isPlatformRole(profile.role) && <HeaderSearch />}
        <HubStatusIndicator />
        <ConnectedAgentsButton />
        {forBusiness && <AlertsMenu />}
        {forBusiness && <NewMessagesMenu />}
        {forBusiness && !onContactPage && <ContactsMenu />}
        {forBusiness && <NotificationsBell />}
        <UserMenu profile={profile} businessName={businessName} showBusinessTime={business !== null} />
      </Group>
    </div>
  );
}
