import {
  CAMPAIGN_COUNTRY_NAMES,
  CAMPAIGN_EXCLUSION_NAMES,
  CAMPAIGN_SMS_CATEGORY,
  type CampaignReview,
} from "@consola/shared";
import { Anchor, Paper, SimpleGrid, Stack, Table, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { DetailList } from "../../../../components/detail-list";
import { formatMoney } from "../../../../lib/format/money";
import { useSession } from "../../../../lib/session/use-session";
import { useBusinessClock } from "../../../../lib/time/use-business-clock";
import { formatCount, formatDuration } from "../../campaign-format";
import { categoryName } from "./message-step";

const numeric = { fontVariantNumeric: "tabular-nums" } as const;

/**
 * A price has up to four decimals: a WhatsApp message costs fractions of a cent, and a small campaign's cost
 * rounded to cents would not be the figure the table gives.
 */
const price = (amount: number, currency: string) => formatMoney(amount, currency, 4);
const money = (amount: number, currency: string) =>
  Math.abs(amount) < 1 ? price(amount, currency) : formatMoney(amount, currency);

function Stat({ label, value, testId }: { label: string; value: ReactNode; testId: string }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={650} fz="xl" data-testid={testId} style={numeric}>
        {value}
      </Text>
    </Paper>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs" component="section">
      <Title order={3} size="h5">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/**
 * What confirming will do: who receives it and who is left out (by reason), what it costs by category and
 * country (unknown, never guessed, while a price is missing), how long it takes and at what pace.
 */
export function ReviewSummary({ review }: { review: CampaignReview }) {
  const { t } = useTranslation();
  const { role } = useSession();
  const { formatDateTime } = useBusinessClock();
  const { campaign, currency } = review;
  const duration = formatDuration(review.sendingSeconds, t);
  const totalMessages = review.costs.reduce((sum, row) => sum + row.messages, 0);
  const excluded = review.exclusions.filter((row) => row.count > 0);

  return (
    <Stack gap="lg" data-testid="campaign-review">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <Stat
          label={t("campaigns.wizard.review.recipients")}
          value={formatCount(campaign.counts.recipients)}
          testId="review-recipients"
        />
        <Stat
          label={t("campaigns.wizard.review.excluded")}
          value={formatCount(campaign.counts.excluded)}
          testId="review-excluded"
        />
        <Stat
          label={t("campaigns.wizard.review.duration")}
          value={t("campaigns.wizard.review.days", { count: review.days, duration })}
          testId="review-duration"
        />
      </SimpleGrid>

      <Section title={t("campaigns.wizard.review.exclusions")}>
        {excluded.length === 0 ? (
          <Text size="sm">{t("campaigns.wizard.review.exclusionsNone")}</Text>
        ) : (
          <Table withTableBorder verticalSpacing="xs" maw={560} data-testid="review-exclusions">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("campaigns.wizard.review.reason")}</Table.Th>
                <Table.Th ta="right">{t("campaigns.wizard.review.contacts")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {excluded.map((row) => (
                <Table.Tr key={row.reason} data-testid="review-exclusion">
                  <Table.Td>{CAMPAIGN_EXCLUSION_NAMES[row.reason]}</Table.Td>
                  <Table.Td ta="right" style={numeric}>
                    {formatCount(row.count)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Section>

      <Section title={t("campaigns.wizard.review.costs")}>
        <Table.ScrollContainer minWidth={620}>
          <Table withTableBorder verticalSpacing="xs" data-testid="review-costs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("campaigns.wizard.review.category")}</Table.Th>
                <Table.Th>{t("campaigns.wizard.review.country")}</Table.Th>
                <Table.Th ta="right">{t("campaigns.wizard.review.messages")}</Table.Th>
                <Table.Th ta="right">{t("campaigns.wizard.review.unitPrice")}</Table.Th>
                <Table.Th ta="right">{t("campaigns.wizard.review.cost")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {review.costs.map((row) => (
                <Table.Tr key={`${row.category}-${row.country}`} data-testid="review-cost">
                  <Table.Td>
                    {row.category === CAMPAIGN_SMS_CATEGORY ? row.category : categoryName(row.category)}
                  </Table.Td>
                  <Table.Td>{CAMPAIGN_COUNTRY_NAMES[row.country]}</Table.Td>
                  <Table.Td ta="right" style={numeric}>
                    {formatCount(row.messages)}
                  </Table.Td>
                  <Table.Td ta="right" style={numeric}>
                    {row.unitPrice === null
                      ? t("campaigns.wizard.review.noPrice")
                      : price(row.unitPrice, currency)}
                  </Table.Td>
                  <Table.Td ta="right" style={numeric}>
                    {row.cost === null ? "—" : money(row.cost, currency)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
            <Table.Tfoot>
              <Table.Tr>
                <Table.Th scope="row" colSpan={2}>
                  {t("campaigns.wizard.review.total")}
                </Table.Th>
                <Table.Td ta="right" fw={650} style={numeric} data-testid="review-total-messages">
                  {formatCount(totalMessages)}
                </Table.Td>
                <Table.Td ta="right" fw={650} colSpan={2} style={numeric} data-testid="review-total">
                  {review.totalCost === null
                    ? t("campaigns.wizard.review.unknownCost")
                    : money(review.totalCost, currency)}
                </Table.Td>
              </Table.Tr>
            </Table.Tfoot>
          </Table>
        </Table.ScrollContainer>
        {review.totalCost === null && role === "ProviderAdmin" && (
          <Anchor component={Link} to="/config/campaigns" size="sm">
            {t("campaigns.wizard.review.setPrices")}
          </Anchor>
        )}
        {review.smsSegments && (
          <Text size="sm" data-testid="review-sms-segments">
            {t("campaigns.wizard.review.smsSegments", {
              count: review.smsSegments.segments,
              encoding: review.smsSegments.encoding,
            })}
          </Text>
        )}
      </Section>

      <DetailList
        labelWidth={180}
        rows={[
          [
            t("campaigns.wizard.review.rate"),
            t("campaigns.wizard.review.rateValue", { rate: formatCount(review.rate) }),
          ],
          [
            t("campaigns.wizard.review.limit"),
            review.messagingLimit === null
              ? t("campaigns.wizard.review.noLimit")
              : t("campaigns.wizard.review.limitValue", { limit: formatCount(review.messagingLimit) }),
          ],
          [
            t("campaigns.wizard.review.schedule"),
            campaign.startAt
              ? t("campaigns.wizard.review.sendsAt", {
                  date: formatDateTime(campaign.startAt, "YYYY-MM-DD HH:mm"),
                })
              : t("campaigns.wizard.review.sendsNow"),
          ],
          [
            t("campaigns.wizard.review.hours"),
            campaign.withinHours
              ? t("campaigns.wizard.review.withinHours")
              : t("campaigns.wizard.review.anyHour"),
          ],
        ]}
      />
    </Stack>
  );
}
