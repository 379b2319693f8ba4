import type { MenuEntry } from "@consola/shared";
import { AppShell, CloseButton, NavLink, ScrollArea, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { BrandMark } from "../../components/brand-mark";
import classes from "./app-navbar.module.css";
import { activeMenuPath, menuIcon } from "./menu-icons";

type AppNavbarProps = {
  menus: readonly MenuEntry[];
  organisation: string;
  roleName: string;
  navOpened: boolean;
  onClose: () => void;
};

/** The sidebar: exactly the entries the server gave this profile, labels as the server wrote them. */
export function AppNavbar({ menus, organisation, roleName, navOpened, onClose }: AppNavbarProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const active = activeMenuPath(
    pathname,
    menus.map((menu) => menu.path),
  );
  return (
    <>
      <div className={classes.brand}>
        <BrandMark />
        {navOpened && (
          <CloseButton
            hiddenFrom="md"
            ml="auto"
            size="lg"
            variant="transparent"
            c="inherit"
            aria-label={t("layout.closeNavigation")}
            onClick={onClose}
          />
        )}
      </div>
      <AppShell.Section grow component={ScrollArea} px="sm" py="md">
        <nav aria-label={t("layout.navigation")} data-testid="sidebar-menu">
          {menus.map((menu) => {
            const Icon = menuIcon(menu.path);
            return (
              <NavLink
                key={menu.path}
                component={Link}
                to={menu.path}
                label={menu.label}
                leftSection={<Icon size={20} stroke={1.6} aria-hidden />}
                active={menu.path === active}
                aria-current={menu.path === active ? "page" : undefined}
                className={classes.link}
                onClick={onClose}
              />
            );
          })}
        </nav>
      </AppShell.Section>
      <div className={classes.footer}>
        <Text size="sm" fw={600} c="inherit" truncate>
          {organisation}
        </Text>
        <Text size="xs" c="inherit" opacity={0.7} truncate>
          {roleName}
        </Text>
      </div>
    </>
  );
}
