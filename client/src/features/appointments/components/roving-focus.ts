import type { KeyboardEvent } from 'react';

const KEYS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => Math.min(i + 1, n - 1),
  ArrowDown: (i, n) => Math.min(i + 1, n - 1),
  ArrowLeft: (i) => Math.max(i - 1, 0),
  ArrowUp: (i) => Math.max(i - 1, 0),
  Home: () => 0,
  End: (_i, n) => n - 1,
};

/**
 * Arrows, Home and End move the focus among a row's `selector` elements (one tab stop for the row, as a
 * toolbar): sixty days or forty times are not sixty tab presses on the way to the note.
 */
export function moveFocusWithArrows(event: KeyboardEvent<HTMLElement>, selector: string) {
  const move = KEYS[event.key];
  if (!move) return;
  const items = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(selector));
  const current = items.indexOf(document.activeElement as HTMLElement);
  if (current === -1) return;
  event.preventDefault();
  const next = items[move(current, items.length)];
  for (const item of items) item.tabIndex = item === next ? 0 : -1;
  next.focus();
  next.scrollIntoView({ block: 'nearest', inline: 'nearest' });
}
