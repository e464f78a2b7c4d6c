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
 * until the box is at least that wide. Both checks run before the browser paints, so the user
 * never sees the table that did not fit. Only one layout is ever rendered.
 */
export function useTableFit() {
  const [box, setBox] = useState<HTMLElement | null>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const [boxWidth, setBoxWidth] = useState(0);
  const [needed, setNeeded] = useState(FIRST_TABLE_WIDTH);
  const table = boxWidth >= needed;

  useLayoutEffect(() => {
    if (!box) return;
    const measure = () => setBoxWidth(box.clientWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    return () => observer.disconnect();
  }, [box]);

  // After every render with the table (new rows, a wider value) and whenever the table grows.
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!table || !box || !el) return;
    const check = () => {
      const over = el.scrollWidth - el.clientWidth;
      if (over > 1) setNeeded(box.clientWidth + over);
    };
    check();
    const observer = new ResizeObserver(check);
    if (el.firstElementChild) observer.observe(el.firstElementChild);
    return () => observer.disconnect();
  });

  return { boxRef: setBox, scrollerRef: scroller, table };
}
