import { Anchor, Group, Stack, Text } from "@mantine/core";
import { IconPhone } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { formatPhone, telHref } from "../../lib/format/phone";
import classes from "./header-business.module.css";

type HeaderBusinessProps = { name: string; phone: string | null };

export function HeaderBusiness({ name, phone }: HeaderBusinessProps) {
  const { t } = useTranslation();
  if (!name) return null;
  return (
    <Stack gap={0} className={classes.business} data-testid="header-business">
      <Text size="sm" fw={600} truncate lh={1.3}>
        {name}
      </Text>
      {phone && (
        <Group gap={4} wrap="nowrap" className={classes.phone} data-testid="header-business-phone">
          <IconPhone size={12} aria-label={t("layout.phone")} color="var(--mantine-color-dimmed)" />
          <Anchor href={telHref(phone)} size="xs" c="dimmed" truncate underline="hover">
            {formatPhone(phone)}
          </Anchor>
        </Group>
      )}
    </Stack>
  );
}
