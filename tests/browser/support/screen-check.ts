import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { dismissToasts } from './admin-area';
import { seriousA11yViolations } from './axe';
import { hasHorizontalScroll, NARROW, screenshot, WIDE } from './browser';

/** The widths every screen is checked at (issue 6): a phone and a laptop. */
export const VIEWPORTS = [
  ['375', NARROW],
  ['1280', WIDE],
] as const;

/** Screenshot `shot`, then no horizontal scroll and no serious/critical axe violations; `label` names the screen in a failure. */
export async function checkLayoutAndA11y(page: Page, shot: string, label?: string) {
  await screenshot(page, shot);
  expect(await hasHorizontalScroll(page), label && `${label} scrolls sideways`).toBe(false);
  expect(await seriousA11yViolations(page), label).toEqual([]);
}

/** checkLayoutAndA11y with the toasts closed first; shots are named `<prefix>-<name>-<width>`. */
export function screenChecker(prefix: string) {
  return async (page: Page, name: string, width: string) => {
    await dismissToasts(page);
    await checkLayoutAndA11y(page, `${prefix}-${name}-${width}`, `${name} at ${width} px`);
  };
}
