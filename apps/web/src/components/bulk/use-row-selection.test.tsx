import { Checkbox } from "@mantine/core";
import { act, fireEvent, render, renderHook, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { AppProviders } from "../../app/providers";
import { rangeBetween, useRowSelection } from "./use-row-selection";

const PAGE = [10, 11, 12, 13, 14];

/** A bare list of checkboxes wired to the hook, as a table would. */
function Rows({ ids }: { ids: number[] }) {
  const selection = useRowSelection<number>({ pageIds: ids });
  return (
    <div>
      <Checkbox aria-label="Página" {...selection.pageProps()} />
      {ids.map((id) => (
        <Checkbox key={id} aria-label={`Fila ${id}`} {...selection.rowProps(id)} />
      ))}
      <output>{selection.count}</output>
    </div>
  );
}

const box = (id: number) => screen.getByRole("checkbox", { name: `Fila ${id}` });

describe("row selection", () => {
  it("selects the range from the last row clicked on a shift-click, and clears it the same way", () => {
    render(
      <AppProviders>
        <Rows ids={PAGE} />
      </AppProviders>,
    );
    fireEvent.click(box(11));
    fireEvent.click(box(14), { shiftKey: true });
    expect(PAGE.map((id) => (box(id) as HTMLInputElement).checked)).toEqual([false, true, true, true, true]);
    expect(screen.getByRole("status")).toHaveTextContent("4");

    // Backwards from the last one clicked (14) to 12: those three are cleared, 11 stays.
    fireEvent.click(box(12), { shiftKey: true });
    expect(PAGE.map((id) => (box(id) as HTMLInputElement).checked)).toEqual([
      false,
      true,
      false,
      false,
      false,
    ]);
  });

  it("takes shift+Space on a focused box as a range too", () => {
    render(
      <AppProviders>
        <Rows ids={PAGE} />
      </AppProviders>,
    );
    fireEvent.click(box(10));
    fireEvent.keyDown(box(12), { key: " ", shiftKey: true });
    fireEvent.click(box(12));
    expect(PAGE.map((id) => (box(id) as HTMLInputElement).checked)).toEqual([true, true, true, false, false]);
  });

  it("ticks the whole page from the header box, half-ticked while only some are", () => {
    render(
      <AppProviders>
        <Rows ids={PAGE} />
      </AppProviders>,
    );
    const page = screen.getByRole("checkbox", { name: "Página" }) as HTMLInputElement;
    fireEvent.click(box(13));
    expect(page.indeterminate).toBe(true);
    expect(page.checked).toBe(false);

    fireEvent.click(page);
    expect(page.checked).toBe(true);
    expect(page.indeterminate).toBe(false);
    expect(screen.getByRole("status")).toHaveTextContent("5");

    fireEvent.click(page);
    expect(PAGE.some((id) => (box(id) as HTMLInputElement).checked)).toBe(false);
  });

  it("keeps rows of other pages, offers all matching once the page is full, and clears everything", () => {
    const { result, rerender } = renderHook(
      ({ ids }: { ids: number[] }) => useRowSelection<number>({ pageIds: ids, matchingTotal: 12 }),
      { initialProps: { ids: [1, 2, 3] } },
    );
    act(() => result.current.togglePage());
    expect(result.current.canSelectAllMatching).toBe(true);
    rerender({ ids: [4, 5, 6] });
    expect(result.current.page).toBe("none");
    act(() => result.current.toggle(5));
    expect(result.current.ids.sort()).toEqual([1, 2, 3, 5]);
    expect(result.current.page).toBe("some");

    act(() => result.current.selectAllMatching());
    expect(result.current.allMatching).toBe(true);
    expect(result.current.count).toBe(12);
    expect(result.current.isSelected(99)).toBe(true);

    act(() => result.current.clear());
    expect(result.current.allMatching).toBe(false);
    expect(result.current.count).toBe(0);
    expect(result.current.page).toBe("none");
  });

  it("finds a range in page order, whichever end comes first", () => {
    expect(rangeBetween(PAGE, 13, 11)).toEqual([11, 12, 13]);
    expect(rangeBetween(PAGE, 99, 11)).toEqual([]);
  });
});
