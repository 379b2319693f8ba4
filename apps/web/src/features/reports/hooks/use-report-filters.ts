import { CHANNEL_KINDS, type ChannelKind } from "@consola/shared";
import { useEffect, useMemo } from "react";
import { businessNow } from "../../../lib/time/business-time";
import { useBusinessClock } from "../../../lib/time/use-business-clock";
import { useSearchUpdate } from "../../../lib/url/use-search-update";
import type { ReportQuery, SurveyReportQuery } from "../api/report-keys";
import { DEFAULT_QUICK_RANGE, quickRange, type ReportRange, rangeFromUrl } from "../lib/report-period";

export type ReportFilterChanges = Partial<{
  range: ReportRange;
  agentId: number | null;
  areaId: number | null;
  labelId: number | null;
  /** Only the chats a reply to this campaign opened. */
  campaignId: number | null;
  channel: ChannelKind | null;
  /** The survey report's survey (its first version's id); null: the newest. */
  surveyId: number | null;
}>;

const positiveId = (value: string | null) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
};

const channelOf = (value: string | null): ChannelKind | null =>
  CHANNEL_KINDS.find((kind) => kind === value) ?? null;

/**
 * Whose figures the filters cut: one business's (/report: period, agent, area, label, campaign, channel) or
 * every business's (/admin/report: period and channel; the others belong to one business, so they are not
 * offered).
 */
export type ReportScope = "business" | "platform";

/**
 * The report's period and filters, kept in the URL (from, to, agent, area, label, campaign, channel, and on the
 * survey report the survey) so a view can be shared and survives a reload. A URL without a valid period gets the
 * default one written in, so the link copied from it names exact days rather than "the last 7" of whoever opens
 * it.
 */
export function useReportFilters(scope: ReportScope = "business") {
  const [search, update] = useSearchUpdate();
  // A platform admin belongs to no business, so this is the default clock (America/Mexico_City): "Hoy" is
  // that day. Each business's figures are still cut by its own calendar on the server.
  const { clock } = useBusinessClock();
  const today = businessNow(clock).format("YYYY-MM-DD");
  const fromParam = search.get("from");
  const toParam = search.get("to");
  const range = rangeFromUrl(fromParam, toParam, today);
  const perBusiness = scope === "business";
  const agentId = perBusiness ? positiveId(search.get("agent")) : null;
  const areaId = perBusiness ? positiveId(search.get("area")) : null;
  const labelId = perBusiness ? positiveId(search.get("label")) : null;
  const campaignId = perBusiness ? positiveId(search.get("campaign")) : null;
  const channel = channelOf(search.get("channel"));
  // Only the survey report sends it (surveyQuery below); /report ignores it.
  const surveyId = perBusiness ? positiveId(search.get("survey")) : null;

  useEffect(() => {
    if (fromParam !== range.from || toParam !== range.to) {
      update({ from: range.from, to: range.to }, { replace: true });
    }
  }, [fromParam, toParam, range.from, range.to, update]);

  const query = useMemo<ReportQuery>(
    () => ({
      from: range.from,
      to: range.to,
      ...(agentId ? { agentId } : {}),
      ...(areaId ? { areaId } : {}),
      ...(labelId ? { labelId } : {}),
      ...(campaignId ? { campaignId } : {}),
      ...(channel ? { channel } : {}),
    }),
    [range.from, range.to, agentId, areaId, labelId, campaignId, channel],
  );
  const surveyQuery = useMemo<SurveyReportQuery>(
    () => ({ ...query, ...(surveyId ? { surveyId } : {}) }),
    [query, surveyId],
  );

  const change = (changes: ReportFilterChanges) => {
    const next: Record<string, string | null> = {};
    if (changes.range) Object.assign(next, changes.range);
    if (changes.agentId !== undefined) next.agent = changes.agentId ? String(changes.agentId) : null;
    if (changes.areaId !== undefined) next.area = changes.areaId ? String(changes.areaId) : null;
    if (changes.labelId !== undefined) next.label = changes.labelId ? String(changes.labelId) : null;
    if (changes.campaignId !== undefined)
      next.campaign = changes.campaignId ? String(changes.campaignId) : null;
    if (changes.channel !== undefined) next.channel = changes.channel;
    if (changes.surveyId !== undefined) next.survey = changes.surveyId ? String(changes.surveyId) : null;
    update(next, { replace: true });
  };

  const defaultRange = quickRange(DEFAULT_QUICK_RANGE, today);
  const filtered =
    agentId !== null ||
    areaId !== null ||
    labelId !== null ||
    campaignId !== null ||
    channel !== null ||
    range.from !== defaultRange.from ||
    range.to !== defaultRange.to;

  // The survey is what the survey report is about rather than a cut of it: clearing the filters keeps it.
  const clear = () =>
    change({
      range: defaultRange,
      agentId: null,
      areaId: null,
      labelId: null,
      campaignId: null,
      channel: null,
    });

  return {
    scope,
    today,
    range,
    agentId,
    areaId,
    labelId,
    campaignId,
    channel,
    surveyId,
    query,
    surveyQuery,
    filtered,
    change,
    clear,
  };
}
