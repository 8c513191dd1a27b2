import type { Page } from 'playwright-core';

import { admin, openPage, serverCli, shot, signIn, snackbarShown, staffApi, useBrowser } from '../support/portal';

/*
 * Issue 27, the contact centre: a citizen on the demo's public chat asks to talk to a person; an agent holding
 * SigChatCenter sees the conversation arrive in the queue (live), takes it and replies; the citizen's chat shows
 * the reply (it polls every 4 s: the spec waits for the text). The agent transfers it to a colleague, who finds it
 * in their list and closes it; the citizen's chat says the conversation ended.
 */
const browser = useBrowser();
const phone = { width: 390, height: 844 };
const PASSWORD = 'Agente-e2e-2026!';
const VISITOR = 'Visitante del chat web';

async function openCentre(user: { email: string; password: string }) {
  const w = await openPage(browser());
  await signIn(w.page, user.email, user.password);
  await w.page.waitForURL((u) => !u.pathname.startsWith('/login'));
  await w.page.goto('/sig/bot/chatcenter');
  await w.page.getByRole('heading', { name: 'Centro de contacto', level: 1 }).waitFor();
  return w;
}

/** The queue's list or its empty state has come. */
async function queueLoaded(page: Page) {
  await page.getByRole('list', { name: 'Conversaciones en espera, la más antigua primero' }).or(page.getByText('Nadie espera ahora.', { exact: false })).first().waitFor();
}

describe('the contact centre', () => {
  it('a citizen asks for a person; an agent takes it, replies and transfers it; the colleague closes it; the citizen sees each step', async () => {
    const { access_token: token } = await staffApi<{ access_token: string }>(undefined, 'POST', '/api/1.0/auth/login', admin());
    const tag = Date.now().toString(36);
    const role = `Centro de contacto ${tag}`;
    await staffApi(token, 'POST', '/api/1.0/admin/roles', { nombre: role, permissions: ['SigChatCenter'] });
    const ana = { email: `ana.cc.${tag}@demo.sig`, password: PASSWORD, name: 'Ana Agente' };
    const beto = { email: `beto.cc.${tag}@demo.sig`, password: PASSWORD, name: `Beto Agente ${tag}` };
    for (const u of [ana, beto]) serverCli(['create-user', '--email', u.email, '--password', u.password, '--role', role, '--name', u.name]);

    // the agent is on the page before the citizen asks: the conversation arrives over the socket
    const agent = await openCentre(ana);
    await queueLoaded(agent.page);
    const take = agent.page.getByRole('button', { name: `Tomar la conversación de ${VISITOR}` });
    const before = await take.count();

    const citizen = await openPage(browser(), { viewport: phone });
    const started = citizen.page.waitForResponse((r) => r.request().method() === 'POST' && /\/bot\/web-demo\/chat$/.test(new URL(r.url()).pathname));
    await citizen.page.goto('/apps/demo/bot/web-demo/chat');
    const { conversacionId } = (await (await started).json()) as { conversacionId: string };
    const chatLog = citizen.page.getByRole('log', { name: 'Conversación' });
    await citizen.page.getByRole('button', { name: '3. Hablar con una persona' }).click();
    await citizen.page.getByText('Una persona te atenderá en breve', { exact: false }).waitFor();

    // the newest waiting conversation is the citizen's (oldest first)
    await take.nth(before).waitFor();
    await take.nth(before).click();
    await agent.page.waitForURL((u) => u.searchParams.get('c') === conversacionId);
    const agentLog = agent.page.getByRole('log', { name: 'Mensajes de la conversación' });
    await agentLog.waitFor();
    await agent.page.getByLabel('Mensaje', { exact: true }).fill('Hola, soy Ana del municipio. ¿En qué te ayudo?');
    await agent.page.getByRole('button', { name: 'Enviar', exact: true }).click();
    await agentLog.getByText('Hola, soy Ana del municipio. ¿En qué te ayudo?').waitFor();
    await shot(agent.page, 'bot-handover-agent', { fullPage: true });

    await chatLog.getByText('Hola, soy Ana del municipio. ¿En qué te ayudo?').waitFor({ timeout: 15_000 });

    // transfer to the colleague
    await agent.page.getByRole('button', { name: 'Transferir', exact: true }).click();
    const dialog = agent.page.getByRole('dialog');
    await dialog.getByRole('radio', { name: new RegExp(beto.name) }).check();
    await dialog.getByRole('button', { name: 'Transferir', exact: true }).click();
    await snackbarShown(agent.page, `La conversación con ${VISITOR} pasó a ${beto.name}.`);
    await agent.page.getByText('Elige una de tus conversaciones o toma una de la cola.').waitFor();

    // the colleague finds it in their list, reads the history and closes it with a reason
    const colleague = await openCentre(beto);
    await colleague.page.getByRole('button', { name: new RegExp(`^Abrir la conversación con ${VISITOR}`) }).click();
    const colleagueLog = colleague.page.getByRole('log', { name: 'Mensajes de la conversación' });
    await colleagueLog.getByText('Hola, soy Ana del municipio. ¿En qué te ayudo?').waitFor();
    await colleague.page.getByRole('button', { name: 'Cerrar', exact: true }).click();
    const closing = colleague.page.getByRole('dialog');
    await closing.getByLabel('Motivo').selectOption('resuelto');
    await closing.getByRole('button', { name: 'Cerrar conversación' }).click();
    await snackbarShown(colleague.page, `Cerraste la conversación con ${VISITOR}.`);

    await citizen.page.getByText('Esta conversación terminó.').waitFor({ timeout: 15_000 });
    const closed = await staffApi<{ estado: string; motivoCierre: string; historial: { tipo: string }[] }>(token, 'GET', `/api/1.0/bot/conversaciones/${conversacionId}`);
    expect(closed.estado).toBe('cerrada');
    expect(closed.motivoCierre).toBe('resuelto');
    expect(closed.historial.map((e) => e.tipo)).toEqual(['iniciada', 'en_cola', 'asignada', 'transferida', 'cerrada']);
    for (const w of [agent, citizen, colleague]) expect(w.errors).toEqual([]);
  });
});
