import { useLayoutEffect, useRef, useState } from "react";

/**
 * Width a list's box must have before its table is tried at all: below it (phones) the cards show
 * straight away. Wider boxes show the table unless the table turns out wider than its box.
 */
export const FIRST_TABLE_WIDTH = 600;

/**
 * Chooses between a list's table and its cards from the room the list really has (decision 120).
 *
 * The table is shown while it fits its box. When it does not (more columns or longer values than
 * the box can hold, at any window width), the width it needed is noted and the cards take over
 * until the box is at least that wide. Only one layout is ever rendered.
 *
 * Both sizes come from ResizeObservers, which report once when they start and then on every change,
 * after the browser's own layout and before it paints: the user never sees the table that did not fit,
 * and no list forces a layout of its own while the page renders (a phone's first load paid one per list).
 */
export function useTableFit() {
  const [box, setBox] = useState<HTMLElement | null>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const [boxWidth, setBoxWidth] = useState(0);
  const [needed, setNeeded] = useState(FIRST_TABLE_WIDTH);
  const table = boxWidth >= needed;

  useLayoutEffect(() => {
    if (!box) return;
    const observer = new ResizeObserver(() => setBoxWidth(box.clientWidth));
    observer.observe(box);
    return () => observer.disconnect();
  }, [box]);

  // While the table shows: its first size and every change (new rows, a wider value) are checked.
  useLayoutEffect(() => {
    const el = scroller.current;
    const tableElement = el?.firstElementChild;
    if (!table || !box || !el || !tableElement) return;
    const observer = new ResizeObserver(() => {
      const over = el.scrollWidth - el.clientWidth;
      if (over > 1) setNeeded(box.clientWidth + over);
    });
    observer.observe(tableElement);
    return () => observer.disconnect();
  }, [table, box]);

  return { boxRef: setBox, scrollerRef: scroller, table };
}
