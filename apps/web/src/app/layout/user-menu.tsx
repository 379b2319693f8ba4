import { canOpenRoute, findAppRoute, type Profile, SIMULATOR_PATH } from "@consola/shared";
import { Avatar, Box, Group, Menu, Stack, Text, UnstyledButton, VisuallyHidden } from "@mantine/core";
import { IconChevronDown, IconDeviceMobileMessage, IconLogout } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useBusinessClock } from "../../lib/time/use-business-clock";
import { useLogout } from "./use-logout";

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return (
    parts.length > 1 ? `${parts[0]?.[0] ?? ""}${parts.at(-1)?.[0] ?? ""}` : name.slice(0, 2)
  ).toUpperCase();
}

/** The simulator plays contacts of a business: its admins and the platform admins may (SIMULATOR_PATH). */
function canUseSimulator(profile: Profile): boolean {
  const route = findAppRoute(SIMULATOR_PATH);
  return route ? canOpenRoute(route, { role: profile.role, isSelector: profile.isSelector }) : false;
}

type UserMenuProps = { profile: Profile; businessName: string; showBusinessTime: boolean };

export function UserMenu({ profile, businessName, showBusinessTime }: UserMenuProps) {
  const { t } = useTranslation();
  const logout = useLogout();
  const { formatDateTime, zoneLabel } = useBusinessClock();
  return (
    <Menu width={290} position="bottom-end" shadow="md" withArrow>
      <Menu.Target>
        {/* Named by what it shows (name and business) plus what it is, so speech input can say either. */}
        <UnstyledButton data-testid="user-menu" px={6} py={4}>
          <VisuallyHidden>{t("layout.userMenu")}</VisuallyHidden>
          <Group gap="xs" wrap="nowrap">
            <Avatar src={profile.avatar} radius="xl" color="brand" variant="filled" size={34} aria-hidden>
              {initials(profile.name)}
            </Avatar>
            <Stack gap={0} visibleFrom="lg" maw={180}>
              <Text size="sm" fw={600} truncate lh={1.3}>
                {profile.name}
              </Text>
              <Text size="xs" c="dimmed" truncate>
                {businessName || profile.roleName}
              </Text>
            </Stack>
            <Box visibleFrom="sm" display="flex">
              <IconChevronDown size={14} color="var(--mantine-color-dimmed)" aria-hidden />
            </Box>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Stack gap={2} px="sm" py="xs">
          <Text size="sm" fw={600} truncate>
            {profile.name}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {profile.email}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {[profile.roleName, businessName].filter(Boolean).join(" · ")}
          </Text>
          {showBusinessTime && (
            <Text size="xs" c="dimmed" data-testid="business-time">
              {t("layout.businessTime", { time: formatDateTime(Date.now(), "HH:mm"), zone: zoneLabel })}
            </Text>
          )}
        </Stack>
        <Menu.Divider />
        {canUseSimulator(profile) && (
          <Menu.Item component={Link} to={SIMULATOR_PATH} leftSection={<IconDeviceMobileMessage size={16} />}>
            {t("layout.simulator")}
          </Menu.Item>
        )}
        <Menu.Item
          color="red"
          leftSection={<IconLogout size={16} />}
          onClick={() => logout.mutate()}
          disabled={logout.isPending}
        >
          {t("layout.signOut")}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
