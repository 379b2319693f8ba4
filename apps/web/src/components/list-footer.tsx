import { Group, Pagination, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";

const number = (value: number) => value.toLocaleString("es-MX");

type ListFooterProps = {
  page: number;
  pageSize: number;
  total: number;
  /** The server stopped counting at `total` (LIST_COUNT_CAP): there are more rows than that. */
  capped?: boolean;
  onPage: (page: number) => void;
};

/**
 * "1–50 de 1 234" and the pages; long lists stay fast because only one page is ever on screen. Past the count's
 * cap it says "de más de 10 000" and offers the pages up to it: a search narrows a list that long.
 */
export function ListFooter({ page, pageSize, total, capped = false, onPage }: ListFooterProps) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return (
    <Group justify="space-between" gap="sm" px="md" py="sm" wrap="wrap">
      <Text size="sm" c="dimmed" data-testid="list-range">
        {t(capped ? "chatLists.rangeCapped" : "chatLists.range", {
          from: number(from),
          to: number(to),
          total: number(total),
        })}
      </Text>
      {pages > 1 && (
        <Pagination
          total={pages}
          value={Math.min(page, pages)}
          onChange={onPage}
          size="sm"
          withEdges
          getControlProps={(control) => ({ "aria-label": t(`chatLists.pagination.${control}`) })}
          getItemProps={(item) => ({ "aria-label": t("chatLists.pagination.page", { page: item }) })}
        />
      )}
    </Group>
  );
}
