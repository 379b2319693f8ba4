import { BOT_LIMITS, type SelectorArea } from "@consola/shared";
import {
  ActionIcon,
  Alert,
  Anchor,
  Button,
  Group,
  Paper,
  Select,
  Stack,
  Text,
  TextInput,
  Tooltip,
  VisuallyHidden,
} from "@mantine/core";
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from "@tabler/icons-react";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useConfigPath } from "../../../data/config/config-path";

type AreaName = { id: number; name: string };

type SelectorAreasEditorProps = {
  /** The menu, in order. */
  areas: SelectorArea[];
  /** Every area of the business, to add from and to name the menu's. */
  businessAreas: AreaName[];
  onChange: (areas: SelectorArea[]) => void;
  error?: string | null | undefined;
};

/**
 * The areas the selector offers, in menu order: added from the business's areas, moved with up and down
 * (the focus stays on the moved area and a screen reader hears where it went), labelled, or removed.
 */
export function SelectorAreasEditor({ areas, businessAreas, onChange, error }: SelectorAreasEditorProps) {
  const { t } = useTranslation();
  const areasPath = useConfigPath("/config/areasCompany");
  const [picked, setPicked] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const buttons = useRef(new Map<string, HTMLButtonElement | HTMLInputElement>());
  const nameOf = (areaId: number) =>
    businessAreas.find((area) => area.id === areaId)?.name ?? t("bots.selector.position", { position: "?" });
  const available = businessAreas.filter((area) => !areas.some((item) => item.areaId === area.id));
  const full = areas.length >= BOT_LIMITS.selectorAreas;

  const focusLater = (key: string, fallback?: string) =>
    requestAnimationFrame(() => {
      const target = buttons.current.get(key);
      (target && !target.disabled ? target : fallback ? buttons.current.get(fallback) : undefined)?.focus();
    });

  const move = (index: number, by: -1 | 1) => {
    const target = index + by;
    const item = areas[index];
    if (!item || target < 0 || target >= areas.length) return;
    const next = [...areas];
    next.splice(index, 1);
    next.splice(target, 0, item);
    onChange(next);
    setAnnouncement(
      t("bots.selector.moved", { area: nameOf(item.areaId), position: target + 1, total: areas.length }),
    );
    // The row moved in the page, and the browser drops the focus of a moved button: put it back.
    const direction = by < 0 ? "up" : "down";
    focusLater(`${item.areaId}-${direction}`, `${item.areaId}-${direction === "up" ? "down" : "up"}`);
  };

  const remove = (index: number) => {
    const item = areas[index];
    if (!item) return;
    const next = areas.filter((_, position) => position !== index);
    onChange(next);
    setAnnouncement(t("bots.selector.removed", { area: nameOf(item.areaId) }));
    const neighbour = next[Math.min(index, next.length - 1)];
    focusLater(neighbour ? `${neighbour.areaId}-remove` : "add");
  };

  const add = () => {
    const areaId = Number(picked);
    if (!picked || areas.some((item) => item.areaId === areaId)) return;
    onChange([...areas, { areaId, label: "" }]);
    setPicked(null);
    setAnnouncement(t("bots.selector.added", { area: nameOf(areaId), position: areas.length + 1 }));
  };

  const keep = (key: string) => (element: HTMLButtonElement | HTMLInputElement | null) => {
    if (element) buttons.current.set(key, element);
    else buttons.current.delete(key);
  };

  if (businessAreas.length === 0) {
    return (
      <Alert color="orange" variant="light" title={t("bots.selector.noAreas")}>
        <Anchor component={Link} to={areasPath} size="sm">
          {t("bots.selector.noAreasLink")}
        </Anchor>
      </Alert>
    );
  }

  return (
    <Stack gap="sm">
      <VisuallyHidden role="status" aria-live="polite" data-testid="areas-announcement">
        {announcement}
      </VisuallyHidden>
      {areas.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t("bots.selector.noAreasInMenu")}
        </Text>
      ) : (
        <Stack component="ol" gap="xs" style={{ listStyle: "none", padding: 0, margin: 0 }}>
          {areas.map((item, index) => {
            const name = nameOf(item.areaId);
            return (
              <Paper component="li" key={item.areaId} withBorder radius="md" p="xs" data-testid="menu-area">
                <Group gap="xs" wrap="nowrap" align="flex-end">
                  <Text fw={700} size="sm" w={24} ta="center" mb={8} aria-hidden>
                    {index + 1}
                  </Text>
                  <TextInput
                    style={{ flex: 1, minWidth: 0 }}
                    label={name}
                    aria-label={t("bots.selector.labelOf", { area: name })}
                    placeholder={name}
                    value={item.label}
                    maxLength={BOT_LIMITS.optionLength}
                    onChange={(event) => {
                      const label = event.currentTarget.value;
                      onChange(
                        areas.map((area, position) => (position === index ? { ...area, label } : area)),
                      );
                    }}
                  />
                  <Group gap={4} wrap="nowrap" mb={4}>
                    <Tooltip label={t("bots.selector.up")}>
                      <ActionIcon
                        ref={keep(`${item.areaId}-up`)}
                        variant="default"
                        size="lg"
                        aria-label={t("bots.selector.upOf", { area: name })}
                        disabled={index === 0}
                        onClick={() => move(index, -1)}
                      >
                        <IconArrowUp size={16} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                    <Tooltip label={t("bots.selector.down")}>
                      <ActionIcon
                        ref={keep(`${item.areaId}-down`)}
                        variant="default"
                        size="lg"
                        aria-label={t("bots.selector.downOf", { area: name })}
                        disabled={index === areas.length - 1}
                        onClick={() => move(index, 1)}
                      >
                        <IconArrowDown size={16} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                    <Tooltip label={t("bots.selector.remove")}>
                      <ActionIcon
                        ref={keep(`${item.areaId}-remove`)}
                        variant="light"
                        color="red"
                        size="lg"
                        aria-label={t("bots.selector.removeOf", { area: name })}
                        onClick={() => remove(index)}
                      >
                        <IconTrash size={16} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                  </Group>
                </Group>
              </Paper>
            );
          })}
        </Stack>
      )}
      {error && (
        <Text size="sm" c="var(--mantine-color-error)" role="alert" data-testid="areas-error">
          {error}
        </Text>
      )}
      {available.length === 0 || full ? (
        <Text size="sm" c="dimmed">
          {full ? t("bots.selector.full", { max: BOT_LIMITS.selectorAreas }) : t("bots.selector.allAdded")}
        </Text>
      ) : (
        <Group gap="xs" align="flex-end">
          <Select
            ref={keep("add")}
            label={t("bots.selector.add")}
            placeholder={t("bots.selector.addPlaceholder")}
            data={available.map((area) => ({ value: String(area.id), label: area.name }))}
            value={picked}
            onChange={setPicked}
            searchable
            style={{ flex: "1 1 220px" }}
          />
          <Button
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden />}
            disabled={!picked}
            onClick={add}
          >
            {t("bots.selector.addButton")}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
