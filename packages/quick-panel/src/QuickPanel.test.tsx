import { ParcelFrame, REALTIME_PATHS, panelStore, sessionStore, setLanguage } from '@sig/shared';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';

// The shared test doubles are not part of @sig/shared's public door (package exports), so they are reached by path.
import { type FakeServer, fakeServer } from '@sig/shared/testing/fakeServer';
import { sessionResponse } from '@sig/shared/testing/fixtures';
import type { QuickEvent, QuickItem } from './quickApi';
import { QuickPanel } from './QuickPanel';
import { QUICK_SETTINGS_KEY, readQuickSettings } from './quickSettings';

let server: FakeServer;
let notes: QuickItem[];
let events: QuickEvent[];

const NOTES: QuickItem[] = [
  { id: 'n2', title: 'Llamar a obras', detail: 'Bache en la calle 5' },
  { id: 'n1', title: 'Revisar reportes', detail: '' },
];
const EVENTS: QuickEvent[] = [{ id: 'e1', title: 'Sesión de cabildo', detail: 'Sala principal', startsAt: '2030-05-06T10:30:00' }];

beforeEach(() => {
  server = fakeServer();
  notes = NOTES.map((n) => ({ ...n }));
  events = EVENTS;
  server.on('GET', REALTIME_PATHS.quickPanel, () => ({ json: { events, notes } }));
  server.on('POST', REALTIME_PATHS.quickNotes, ({ body }) => {
    const note = { id: `n${notes.length + 1}`, ...(body as { title: string; detail: string }) };
    notes = [note, ...notes];
    return { json: note };
  });
  for (const n of NOTES) {
    const path = REALTIME_PATHS.quickNote.replace(':id', n.id);
    server.on('PATCH', path, ({ body }) => ({ json: { id: n.id, ...(body as object) } }));
    server.on('DELETE', path, () => ({ json: n }));
  }
});

afterEach(async () => {
  cleanup();
  await act(async () => {
    sessionStore.reset();
    panelStore.reset();
    await setLanguage('es');
  });
  localStorage.clear();
});

function signIn() {
  const s = sessionResponse();
  sessionStore.setState({ status: 'signed-in', user: s.user, role: s.role, cliente: s.cliente, token: s.access_token });
}

function renderPanel() {
  render(
    <ParcelFrame>
      <QuickPanel />
    </ParcelFrame>,
  );
}

async function openPanel() {
  signIn();
  renderPanel();
  act(() => panelStore.setState({ open: 'quick' }));
  await screen.findByTestId('quick-panel');
  await waitFor(() => expect(screen.queryByText('Cargando…')).toBeNull());
}

const calls = (method: string, path: string) => server.calls.filter((c) => c.method === method && c.path === path);
const section = (id: string) => within(screen.getByTestId(id));
const noteTitles = () => screen.queryAllByTestId('quick-note').map((li) => li.querySelector('[data-testid="quick-note-title"]')!.textContent);

/** The confirmation opens over the drawer; jsdom has no layout, so tabster may leave aria-hidden on it. */
const confirmation = async () => within(await screen.findByRole('alertdialog', { hidden: true, name: '¿Eliminar esta nota?' }));
const confirmationClosed = () => waitFor(() => expect(screen.queryByRole('alertdialog', { hidden: true })).toBeNull());

describe('QuickPanel: opening and sections', () => {
  it('renders nothing while closed and opens from the panel store with today, events, notes and settings', async () => {
    signIn();
    renderPanel();
    expect(screen.queryByTestId('quick-panel')).toBeNull();
    expect(calls('GET', REALTIME_PATHS.quickPanel)).toHaveLength(0);
    act(() => panelStore.setState({ open: 'quick' }));
    expect(await screen.findByRole('dialog', { name: 'Panel rápido' })).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('quick-events')).toBeTruthy());
    expect(calls('GET', REALTIME_PATHS.quickPanel)).toHaveLength(1);
    for (const heading of ['Hoy', 'Eventos', 'Notas', 'Ajustes rápidos']) expect(screen.getByRole('heading', { name: heading })).toBeTruthy();
  });

  it("shows today's weekday and date in the current language", async () => {
    await openPanel();
    const today = new Date();
    expect(screen.getByTestId('quick-weekday').textContent).toBe(new Intl.DateTimeFormat('es', { weekday: 'long' }).format(today));
    expect(screen.getByTestId('quick-date').textContent).toBe(new Intl.DateTimeFormat('es', { day: 'numeric', month: 'long', year: 'numeric' }).format(today));
    await act(() => setLanguage('en'));
    expect(screen.getByTestId('quick-weekday').textContent).toBe(new Intl.DateTimeFormat('en', { weekday: 'long' }).format(today));
    expect(screen.getByRole('heading', { name: 'Today' })).toBeTruthy();
  });

  it('lists upcoming events with their day and time', async () => {
    await openPanel();
    const [item] = screen.getAllByTestId('quick-event');
    expect(within(item).getByText('Sesión de cabildo')).toBeTruthy();
    expect(within(item).getByText('Sala principal')).toBeTruthy();
    const time = item.querySelector('time')!;
    expect(time.getAttribute('datetime')).toBe('2030-05-06T10:30:00');
    // 6 May 2030 is a Monday.
    expect(time.textContent).toMatch(/lun/i);
    expect(time.textContent).toContain('6');
    expect(time.textContent).toContain('10:30');
  });

  it("says 'Sin eventos próximos' when there are none, and that there are no notes", async () => {
    events = [];
    notes = [];
    await openPanel();
    expect(section('quick-events').getByText('Sin eventos próximos')).toBeTruthy();
    expect(section('quick-notes').getByText('Aún no tienes notas.')).toBeTruthy();
  });

  it('shows a failed load with a retry that recovers', async () => {
    let fail = true;
    server.on('GET', REALTIME_PATHS.quickPanel, () => (fail ? { status: 500, json: { message: 'Error interno' } } : { json: { events, notes } }));
    await openPanel();
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('No se pudieron cargar tus eventos y notas.');
    // Today and the local settings do not depend on the server.
    expect(screen.getByTestId('quick-today')).toBeTruthy();
    expect(screen.getByTestId('quick-settings')).toBeTruthy();
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Sesión de cabildo')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('reads fresh data at every opening', async () => {
    await openPanel();
    act(() => panelStore.setState({ open: null }));
    await waitFor(() => expect(screen.queryByTestId('quick-panel')).toBeNull());
    notes = [{ id: 'n9', title: 'Nota de otra pestaña', detail: '' }];
    act(() => panelStore.setState({ open: 'quick' }));
    expect(await screen.findByText('Nota de otra pestaña', {}, { timeout: 3000 })).toBeTruthy();
    expect(calls('GET', REALTIME_PATHS.quickPanel)).toHaveLength(2);
  });

  it('does not open for an anonymous visitor', async () => {
    renderPanel();
    act(() => panelStore.setState({ open: 'quick' }));
    await act(async () => {});
    expect(screen.queryByTestId('quick-panel')).toBeNull();
    expect(calls('GET', REALTIME_PATHS.quickPanel)).toHaveLength(0);
  });
});

describe('QuickPanel: notes', () => {
  it('creates a note with a title and a detail; it appears first', async () => {
    await openPanel();
    expect(noteTitles()).toEqual(['Llamar a obras', 'Revisar reportes']);
    fireEvent.click(screen.getByRole('button', { name: 'Nueva nota' }));
    const form = within(screen.getByTestId('quick-note-form'));
    fireEvent.change(form.getByRole('textbox', { name: /Título/ }), { target: { value: '  Comprar papelería ' } });
    fireEvent.change(form.getByRole('textbox', { name: 'Detalle' }), { target: { value: 'Hojas y tóner' } });
    fireEvent.click(form.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(noteTitles()).toEqual(['Comprar papelería', 'Llamar a obras', 'Revisar reportes']));
    expect(calls('POST', REALTIME_PATHS.quickNotes).map((c) => c.body)).toEqual([{ title: 'Comprar papelería', detail: 'Hojas y tóner' }]);
    expect(screen.queryByTestId('quick-note-form')).toBeNull();
    expect(screen.getByText('Hojas y tóner')).toBeTruthy();
  });

  it('asks for a title and sends nothing without one', async () => {
    await openPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Nueva nota' }));
    const form = within(screen.getByTestId('quick-note-form'));
    fireEvent.change(form.getByRole('textbox', { name: /Título/ }), { target: { value: '   ' } });
    fireEvent.click(form.getByRole('button', { name: 'Guardar' }));
    expect(await form.findByText('Escribe un título.')).toBeTruthy();
    expect(calls('POST', REALTIME_PATHS.quickNotes)).toHaveLength(0);
    fireEvent.click(form.getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByTestId('quick-note-form')).toBeNull();
  });

  it('keeps the form and explains when saving fails', async () => {
    server.on('POST', REALTIME_PATHS.quickNotes, () => ({ status: 400, json: { code: 'validation', message: 'title: too long', field: 'title' } }));
    await openPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Nueva nota' }));
    const form = within(screen.getByTestId('quick-note-form'));
    fireEvent.change(form.getByRole('textbox', { name: /Título/ }), { target: { value: 'Algo' } });
    fireEvent.click(form.getByRole('button', { name: 'Guardar' }));
    expect((await form.findByRole('alert')).textContent).toBe('No se pudo guardar la nota. Revisa el campo marcado.');
    expect((form.getByRole('textbox', { name: /Título/ }) as HTMLInputElement).value).toBe('Algo');
    expect(noteTitles()).toEqual(['Llamar a obras', 'Revisar reportes']);
  });

  it('edits a note in place', async () => {
    await openPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Editar la nota «Llamar a obras»' }));
    const form = within(screen.getByTestId('quick-note-form'));
    const title = form.getByRole('textbox', { name: /Título/ }) as HTMLInputElement;
    expect(title.value).toBe('Llamar a obras');
    expect((form.getByRole('textbox', { name: 'Detalle' }) as HTMLTextAreaElement).value).toBe('Bache en la calle 5');
    fireEvent.change(title, { target: { value: 'Llamar a obras públicas' } });
    fireEvent.click(form.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(noteTitles()).toEqual(['Llamar a obras públicas', 'Revisar reportes']));
    const patch = calls('PATCH', '/api/quick-panel/notes/n2');
    expect(patch.map((c) => c.body)).toEqual([{ title: 'Llamar a obras públicas', detail: 'Bache en la calle 5' }]);
  });

  it('deletes a note only after the confirmation', async () => {
    await openPanel();
    const del = () => fireEvent.click(screen.getByRole('button', { name: 'Eliminar la nota «Revisar reportes»' }));

    del();
    const first = await confirmation();
    expect(first.getByText('«Revisar reportes» se eliminará y no podrás recuperarla.')).toBeTruthy();
    fireEvent.click(first.getByRole('button', { hidden: true, name: 'Cancelar' }));
    await confirmationClosed();
    expect(calls('DELETE', '/api/quick-panel/notes/n1')).toHaveLength(0);
    expect(noteTitles()).toEqual(['Llamar a obras', 'Revisar reportes']);

    // Escape closes only the confirmation, never the panel under it.
    del();
    fireEvent.keyDown((await confirmation()).getByRole('button', { hidden: true, name: 'Cancelar' }), { key: 'Escape' });
    await confirmationClosed();
    expect(panelStore.getState().open).toBe('quick');
    expect(calls('DELETE', '/api/quick-panel/notes/n1')).toHaveLength(0);

    del();
    fireEvent.click((await confirmation()).getByRole('button', { hidden: true, name: 'Eliminar' }));
    await confirmationClosed();
    expect(calls('DELETE', '/api/quick-panel/notes/n1')).toHaveLength(1);
    expect(noteTitles()).toEqual(['Llamar a obras']);
  });

  it('keeps the confirmation open and explains when the deletion fails', async () => {
    server.on('DELETE', '/api/quick-panel/notes/n1', () => ({ status: 404, json: { code: 'quick.note_not_found', message: 'No existe esa nota.' } }));
    await openPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Eliminar la nota «Revisar reportes»' }));
    const dialog = await confirmation();
    fireEvent.click(dialog.getByRole('button', { hidden: true, name: 'Eliminar' }));
    expect((await dialog.findByRole('alert', { hidden: true })).textContent).toBe('No se pudo eliminar la nota. No existe esa nota.');
    expect(noteTitles()).toEqual(['Llamar a obras', 'Revisar reportes']);
  });
});

describe('QuickPanel: quick settings', () => {
  it('keeps the three toggles in localStorage and shows them again on the next opening', async () => {
    await openPanel();
    const settings = section('quick-settings');
    const toggle = (name: string) => settings.getByRole('switch', { name }) as HTMLInputElement;
    expect([toggle('Notificaciones con sonido').checked, toggle('No molestar').checked, toggle('Vista compacta').checked]).toEqual([true, false, false]);
    fireEvent.click(toggle('No molestar'));
    fireEvent.click(toggle('Notificaciones con sonido'));
    expect(JSON.parse(localStorage.getItem(QUICK_SETTINGS_KEY)!)).toEqual({ sound: false, doNotDisturb: true, compact: false });
    expect(readQuickSettings()).toEqual({ sound: false, doNotDisturb: true, compact: false });

    act(() => panelStore.setState({ open: null }));
    await waitFor(() => expect(screen.queryByTestId('quick-panel')).toBeNull());
    act(() => panelStore.setState({ open: 'quick' }));
    await screen.findByTestId('quick-settings');
    const again = (name: string) => (screen.getByRole('switch', { hidden: true, name }) as HTMLInputElement).checked;
    expect([again('Notificaciones con sonido'), again('No molestar'), again('Vista compacta')]).toEqual([false, true, false]);
  });
});

describe('QuickPanel: closing', () => {
  it('closes on Escape', async () => {
    await openPanel();
    fireEvent.keyDown(screen.getByRole('button', { name: 'Nueva nota' }), { key: 'Escape' });
    expect(panelStore.getState().open).toBeNull();
    await waitFor(() => expect(screen.queryByTestId('quick-panel')).toBeNull());
  });

  it('closes with the close button', async () => {
    await openPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar el panel rápido' }));
    expect(panelStore.getState().open).toBeNull();
  });

  it('closes on a click outside the panel', async () => {
    await openPanel();
    fireEvent.click(document.querySelector('.fui-OverlayDrawer__backdrop')!);
    expect(panelStore.getState().open).toBeNull();
  });

  it('is translated (Arabic, right to left)', async () => {
    await act(() => setLanguage('ar'));
    await openPanel();
    expect(screen.getByRole('dialog', { name: 'اللوحة السريعة' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'الملاحظات' })).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'عرض مضغوط' })).toBeTruthy();
  });
});
