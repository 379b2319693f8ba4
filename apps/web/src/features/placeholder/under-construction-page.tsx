import { Badge, Paper, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconBarrierBlock, IconTools } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

type UnderConstructionPageProps = {
  title: string;
  /** Extra context for this particular screen, shown under the general notice. */
  children?: ReactNode;
};

/** The one page every not-yet-built screen shows: its title and a clear "En construcción" mark. */
export function UnderConstructionPage({ title, children }: UnderConstructionPageProps) {
  const { t } = useTranslation();
  return (
    <Paper
      withBorder
      radius="lg"
      shadow="xs"
      p={{ base: "lg", sm: 48 }}
      maw={960}
      data-testid="under-construction"
    >
      <Stack align="center" gap="md" ta="center">
        <ThemeIcon size={88} radius={88} variant="light" color="orange">
          <IconTools size={44} stroke={1.5} aria-hidden />
        </ThemeIcon>
        <Badge
          color="orange"
          variant="light"
          size="lg"
          radius="sm"
          leftSection={<IconBarrierBlock size={14} aria-hidden />}
        >
          {t("placeholder.badge")}
        </Badge>
        <Title order={2} fz="h3" c="var(--consola-title)">
          {title}
        </Title>
        <Text c="dimmed" maw={480}>
          {t("placeholder.description")}
        </Text>
        {children}
      </Stack>
    </Paper>
  );
}
