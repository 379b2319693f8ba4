import { type OrderItem, orderTotal, orderUnits } from "@consola/shared";
import { Group, Table, Text, ThemeIcon } from "@mantine/core";
import { IconShoppingCart } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { formatMoney } from "../../lib/format/money";
import { BubbleCard } from "./bubble-card";

type OrderViewProps = { items: OrderItem[] };

const numeric = { textAlign: "right", whiteSpace: "nowrap" } as const;
/** Headers may wrap: on a phone's bubble the figures, not the words above them, set the width. */
const numericHeader = { textAlign: "right" } as const;

/** A catalogue order: each product with its quantity × unit price and subtotal, and the order's total. */
export function OrderView({ items }: OrderViewProps) {
  const { t } = useTranslation();
  // WhatsApp orders hold one currency; the total is written in the first line's.
  const currency = items[0]?.currency ?? "MXN";
  return (
    <BubbleCard data-testid="message-order">
      <Group gap="sm" wrap="nowrap" mb={6}>
        <ThemeIcon variant="light" color="teal" size={30} radius="md" aria-hidden>
          <IconShoppingCart size={18} />
        </ThemeIcon>
        <div>
          <Text size="sm" fw={600}>
            {t("inboundMessages.order.label")}
          </Text>
          <Text size="xs" c="dimmed">
            {t("inboundMessages.order.units", { count: orderUnits(items) })}
          </Text>
        </div>
      </Group>
      <Table
        fz="xs"
        verticalSpacing={4}
        horizontalSpacing={6}
        aria-label={t("inboundMessages.order.caption")}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("inboundMessages.order.product")}</Table.Th>
            <Table.Th style={numericHeader}>{t("inboundMessages.order.quantity")}</Table.Th>
            <Table.Th style={numericHeader}>{t("inboundMessages.order.subtotal")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item, index) => (
            // One product may come twice (two lines of the same id): the position keeps them apart.
            // biome-ignore lint/suspicious/noArrayIndexKey: the lines never move
            <Table.Tr key={`${item.productId}-${index}`}>
              <Table.Td style={{ overflowWrap: "anywhere" }}>{item.productId}</Table.Td>
              {/* Quantity and unit price share a column, so the table fits a phone's bubble. */}
              <Table.Td style={numeric}>
                {t("inboundMessages.order.quantityTimesPrice", {
                  quantity: item.quantity,
                  price: formatMoney(item.price, item.currency),
                })}
              </Table.Td>
              <Table.Td style={numeric}>{formatMoney(item.quantity * item.price, item.currency)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th colSpan={2} scope="row">
              {t("inboundMessages.order.total")}
            </Table.Th>
            <Table.Td style={{ ...numeric, fontWeight: 600 }} data-testid="order-total">
              {formatMoney(orderTotal(items), currency)}
            </Table.Td>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </BubbleCard>
  );
}
