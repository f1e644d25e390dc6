import type { BrowserContext, Page } from 'playwright-core';

export interface CspReport {
  violations: string[];
  /** WebSocket URLs the pages opened. */
  sockets: string[];
}

/**
 * Records every Content-Security-Policy violation in the context's pages: the
 * `securitypolicyviolation` event each document fires, and Chromium's console report of it.
 */
export async function watchCsp(context: BrowserContext): Promise<CspReport> {
  const report: CspReport = { violations: [], sockets: [] };
  await context.exposeBinding('__cspViolation', (_source, line: string) => void report.violations.push(line));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __cspViolation: (line: string) => void }).__cspViolation;
      report(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  const watchPage = (page: Page) => {
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) report.violations.push(`console: ${message.text()}`);
    });
    page.on('websocket', (socket) => void report.sockets.push(socket.url()));
  };
  context.pages().forEach(watchPage);
  context.on('page', watchPage);
  return report;
}
