import { describe, expect, it } from "vitest";
import { bulkLabelsBody } from "./bulk-labels-body";

const filters = { search: "  ana  ", labelIds: [4, 9], labelMatch: "all" as const, segmentId: 3 };
const unfiltered = { search: "", labelIds: [], labelMatch: "any" as const, segmentId: null };

describe("bulk labels body", () => {
  it("names the rows ticked, whatever the filters", () => {
    expect(bulkLabelsBody("contacts.addLabels", [7], { allMatching: false, ids: [12, 5] }, filters)).toEqual({
      action: "contacts.addLabels",
      target: { contactIds: [12, 5] },
      labelIds: [7],
    });
  });

  it("all matching sends the list's search, labels, match and segment as the list sent them", () => {
    expect(
      bulkLabelsBody("contacts.removeLabels", [7, 8], { allMatching: true, ids: [12] }, filters),
    ).toEqual({
      action: "contacts.removeLabels",
      target: { matching: { search: "ana", labelIds: [4, 9], labelMatch: "all", segmentId: 3 } },
      labelIds: [7, 8],
    });
  });

  it("all matching without filters reaches every contact", () => {
    expect(bulkLabelsBody("contacts.addLabels", [7], { allMatching: true, ids: [] }, unfiltered)).toEqual({
      action: "contacts.addLabels",
      target: { matching: {} },
      labelIds: [7],
    });
  });
});
