import { Card, SimpleGrid, Text, ThemeIcon } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { ConfigCard } from "../config-cards";

/** A configuration menu: a card per screen, with its icon, name and what it is for. */
export function ConfigCardGrid({ cards }: { cards: readonly ConfigCard[] }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid
      cols={{ base: 1, sm: 2, lg: 3 }}
      spacing="md"
      component="ul"
      style={{ listStyle: "none", padding: 0, margin: 0 }}
    >
      {cards.map(({ path, title, descriptionKey, icon: CardIcon }) => (
        <li key={path}>
          <Card
            component={Link}
            to={path}
            withBorder
            radius="md"
            padding="md"
            h="100%"
            style={{ display: "flex", flexDirection: "row", gap: 12, alignItems: "flex-start" }}
          >
            <ThemeIcon variant="light" size={40} radius="md">
              <CardIcon size={22} aria-hidden />
            </ThemeIcon>
            <div style={{ minWidth: 0 }}>
              <Text fw={650}>{title}</Text>
              <Text size="sm" c="dimmed">
                {t(descriptionKey, { defaultValue: "" })}
              </Text>
            </div>
          </Card>
        </li>
      ))}
    </SimpleGrid>
  );
}
