import { describe, expect, it } from 'vitest';
import type { WebSocketRoute } from 'playwright-core';
import { book, createCut, nextWeekday, setStatus } from '../support/booking';
import { browserSkipReason, testAppAndBrowserForFile } from './support/browser';
import { appointmentCard, clientPage } from './support/client-area';

// A proxy or a deploy drops the live socket: what changed meanwhile must still reach the screen.
describe.skipIf(!!browserSkipReason)('live updates across a dropped socket', () => {
  const { t, browser } = testAppAndBrowserForFile();

  it('reconnects by itself and asks again for what it missed while it was down', async () => {
    const cut = await createCut(t, { name: 'Corte Reconexión' });
    const client = await t.signUp({ name: 'Rita Red' });
    const booked = await book(t, client.token, { cutId: cut.id, date: nextWeekday(3), time: '10:00' });
    const page = await clientPage(browser, t, client.token);

    let deaf = false;
    const sockets: { page: WebSocketRoute; server: WebSocketRoute }[] = [];
    await page.routeWebSocket(/\/graphql$/, (socket) => {
      const server = socket.connectToServer();
      socket.onMessage((message) => server.send(message));
      // While 'deaf', what the server pushes is lost on the way, as it is when a socket is down.
      server.onMessage((message) => {
        if (!(deaf && String(message).includes('"type":"next"'))) socket.send(message);
      });
      sockets.push({ page: socket, server });
    });

    await page.goto('/client/appointments');
    const card = appointmentCard(page, 'Corte Reconexión');
    await card.getByText('Pendiente').waitFor();
    await expect.poll(() => sockets.length).toBe(1);

    deaf = true;
    await setStatus(t, booked.id, 'CONFIRMED');
    await page.waitForTimeout(500);
    expect(await card.getByText('Confirmada').count()).toBe(0);
    // The proxy goes away ('Going Away'): the client comes back on its own.
    await sockets[0].server.close();
    await sockets[0].page.close({ code: 1001, reason: 'proxy restart' });
    deaf = false;

    await expect.poll(() => sockets.length, { timeout: 10_000 }).toBe(2);
    await card.getByText('Confirmada').waitFor({ timeout: 10_000 });
    await page.context().close();
  });
});
