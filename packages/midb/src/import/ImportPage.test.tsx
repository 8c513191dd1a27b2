import type { MidbImportCounts, MidbImportResponse, MidbImportRow } from '@sig/shared/contract';
import { apiError, fakeServer, rawJson, type FakeServer } from '@sig/shared/testing/fakeServer';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';

import { API } from '../test/fixtures';
import { currentUrl, renderAt, signIn, snackbarTexts } from '../test/renderApp';
import { installXhrOverFetch } from '../test/xhrOverFetch';

// Under jsdom, tabster marks an open Fluent dialog aria-hidden a moment after it opens: queries inside include hidden elements.
// The confirmation is an alert dialog (role alertdialog).
const HIDDEN = { hidden: true } as const;

let server: FakeServer;
let restoreXhr: () => void;

beforeAll(() => import('@sig/shared/contract'));

beforeEach(() => {
  server = fakeServer();
  restoreXhr = installXhrOverFetch();
  server.on('GET', API.imports, () => ({ json: { items: [] } }));
  signIn(['SigMidb']);
});

afterEach(() => restoreXhr());

const counts = (over: Partial<MidbImportCounts> = {}): MidbImportCounts => ({
  filas: 4,
  validadas: 4,
  validas: 3,
  rechazadas: 1,
  nuevas: 1,
  curp: 1,
  posibles: 1,
  sinCambios: 0,
  sinDecidir: 1,
  crear: 1,
  fusionar: 1,
  omitir: 0,
  resultados: null,
  ...over,
});

const COLUMNAS = [
  { indice: 0, encabezado: 'CURP', campo: 'curp' as const, muestra: ['BOXW310820HNERXN09', 'XXX'] },
  { indice: 1, encabezado: 'Nombre(s)', campo: 'nombre' as const, muestra: ['María', 'Juan'] },
  { indice: 2, encabezado: 'Apellidos', campo: null, muestra: ['Hernández Ruiz', 'Pérez'] },
  { indice: 3, encabezado: 'Colonia', campo: 'colonia' as const, muestra: ['Centro', 'Centor'] },
];

const row = (over: Partial<MidbImportRow>): MidbImportRow => ({
  fila: 2,
  valores: ['', 'Ana', 'López Díaz', 'Centro'],
  estado: 'valida',
  problemas: [],
  tipo: 'nueva',
  coincidencia: null,
  sinCambios: false,
  decision: 'create',
  permitidas: ['skip', 'create'],
  resultado: null,
  motivo: null,
  ...over,
});

const REJECTED = row({
  fila: 3,
  valores: ['XXX', 'Juan', 'Pérez', 'Centor'],
  estado: 'rechazada',
  tipo: null,
  decision: null,
  permitidas: [],
  problemas: [
    { campo: 'curp', codigo: 'curp.length', mensaje: 'La CURP tiene 18 caracteres.' },
    { campo: 'colonia', codigo: 'colonia', mensaje: 'La colonia «Centor» no está en el catálogo: ¿es «Centro»?', sugerencia: 'Centro' },
  ],
});

const POSSIBLE = row({
  fila: 5,
  valores: ['', 'María', 'Hernandez Ruiz', 'Centro'],
  tipo: 'posible',
  decision: null,
  permitidas: ['merge', 'skip', 'create'],
  coincidencia: {
    habitante: { id: 'hab-9', nombreCompleto: 'María Hernández Ruiz', curp: 'BOXW310820HNERXN09', fechaNacimiento: '1931-08-20', colonia: 'Centro' },
    puntaje: 0.96,
    rellena: ['telefono'],
    conflictos: [{ campo: 'email', registro: 'maria@correo.mx', archivo: 'mh@correo.mx' }],
  },
});

const imp = (over: Partial<MidbImportResponse> = {}): MidbImportResponse => ({
  id: 'imp-1',
  archivo: 'padron.csv',
  formato: 'csv',
  codificacion: 'utf-8',
  estado: 'lista',
  progreso: { fase: null, hechas: 4, total: 4 },
  error: null,
  creadaPor: 'Ana Pérez',
  createdAt: '2026-03-01T16:00:00.000Z',
  updatedAt: '2026-03-01T16:01:00.000Z',
  columnas: COLUMNAS.map((c) => ({ ...c, campo: c.campo ?? ('apellidos' as const) })),
  resumen: counts(),
  filas: { items: [row({}), REJECTED, POSSIBLE], total: 3, page: 1, pageSize: 25 },
  ...over,
});

describe('uploading a file', () => {
  it('says what to do when the server refuses the file, and where in it', async () => {
    server.onRaw('POST', API.imports, () => rawJson({ ...apiError(400, 'midb.import_formula', 'El archivo tiene fórmulas', 'archivo').json, item: 'C12' }, 400));
    renderAt('/sig/operarmidb');
    expect(await screen.findByText('Aún no hay importaciones. Sube el primer archivo arriba.')).toBeTruthy();
    expect(screen.getByText(/de menos de 50 MB y hasta 100 columnas/)).toBeTruthy();

    // the session's token, as the api client sends it
    localStorage.setItem('jwt_access_token', 'tok');
    fireEvent.change(screen.getByLabelText('Archivo a importar'), { target: { files: [new File(['curp,nombre\n=1+1,Ana\n'], 'padron.csv', { type: 'text/csv' })] } });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('No se pudo importar «padron.csv»');
    expect(alert.textContent).toContain('El archivo tiene fórmulas: selecciona las celdas, cópialas y pégalas «como valores», guarda y vuelve a subirlo. Celda C12.');
    const sent = server.rawCalls[0]!;
    expect(Object.fromEntries(sent.query)).toEqual({ nombre: 'padron.csv' });
    expect(sent.authorization).toBe('Bearer tok');
    expect(sent.text).toBe('curp,nombre\n=1+1,Ana\n');
    expect(currentUrl()).toBe('/sig/operarmidb');
  });

  it('refuses an old Excel file before sending it', async () => {
    renderAt('/sig/operarmidb');
    await screen.findByText('Aún no hay importaciones. Sube el primer archivo arriba.');
    fireEvent.change(screen.getByLabelText('Archivo a importar'), { target: { files: [new File(['x'], 'viejo.xls')] } });
    expect((await screen.findByRole('alert')).textContent).toContain('Es un libro de Excel antiguo (.xls)');
    expect(server.rawCalls).toHaveLength(0);
  });

  it('lists recent imports with their state, each linked to its page', async () => {
    const { columnas: _c, resumen: _r, filas: _f, ...summary } = imp({ estado: 'validando', progreso: { fase: 'validacion', hechas: 250, total: 1000 } });
    server.on('GET', API.imports, () => ({ json: { items: [summary] } }));
    renderAt('/sig/operarmidb');
    const link = await screen.findByRole('link', { name: 'padron.csv' });
    expect(link.getAttribute('href')).toBe('/sig/operarmidb/importacion/imp-1');
    expect(screen.getByText('Validando · 25 %')).toBeTruthy();
  });
});

describe('mapping the columns', () => {
  it('opens the new import, marks what is missing or repeated, and sends the mapping', async () => {
    server.onRaw('POST', API.imports, () => rawJson({ id: 'imp-1', estado: 'mapeo' }, 201));
    let current = imp({ estado: 'mapeo', columnas: COLUMNAS, resumen: counts({ validadas: 0, validas: 0, rechazadas: 0, nuevas: 0, curp: 0, posibles: 0, sinDecidir: 0, crear: 0, fusionar: 0 }), filas: { items: [], total: 0, page: 1, pageSize: 25 } });
    server.on('GET', API.importacion(), () => ({ json: current }));
    server.on('PUT', API.importMapping(), () => {
      current = { ...current, estado: 'validando', progreso: { fase: 'validacion', hechas: 1, total: 4 } };
      return { status: 202, json: { id: 'imp-1', estado: 'validando' } };
    });
    renderAt('/sig/operarmidb');
    await screen.findByText('Aún no hay importaciones. Sube el primer archivo arriba.');
    fireEvent.change(screen.getByLabelText('Archivo a importar'), { target: { files: [new File(['a'], 'padron.csv')] } });

    expect(await screen.findByRole('heading', { name: 'Asigna cada columna a un campo' })).toBeTruthy();
    expect(currentUrl()).toBe('/sig/operarmidb/importacion/imp-1');
    // each column with its first values, and the field the server proposed
    const curp = screen.getByLabelText('Campo para la columna «CURP»') as HTMLSelectElement;
    expect(curp.value).toBe('curp');
    expect(screen.getByText('Centor')).toBeTruthy();
    const apellidos = screen.getByLabelText('Campo para la columna «Apellidos»') as HTMLSelectElement;
    expect(apellidos.value).toBe('');

    fireEvent.click(screen.getByRole('button', { name: 'Validar las filas' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Falta asignar: apellidos o apellido paterno.');
    // a field in two columns is named beside the second
    fireEvent.change(apellidos, { target: { value: 'nombre' } });
    expect(screen.getByText('Este campo ya está en la columna «Nombre(s)».')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Validar las filas' }));
    expect(server.callsTo('PUT', API.importMapping())).toHaveLength(0);

    fireEvent.change(apellidos, { target: { value: 'apellidos' } });
    fireEvent.click(screen.getByRole('button', { name: 'Validar las filas' }));
    await waitFor(() => expect(server.callsTo('PUT', API.importMapping())).toHaveLength(1));
    expect(server.callsTo('PUT', API.importMapping())[0]!.body).toEqual({ campos: ['curp', 'nombre', 'apellidos', 'colonia'] });
    // validation runs: its progress shows
    expect(await screen.findByRole('heading', { name: 'Validando las filas y buscándolas en el padrón' })).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('25');
  });
});

describe('reviewing, deciding and saving', () => {
  it('shows problems and matches, takes decisions per row and for a kind, commits after confirming, follows the progress and downloads the report', async () => {
    let current = imp();
    server.on('GET', API.importacion(), ({ query }) => {
      const vista = query.get('vista');
      const items = vista === 'posibles' ? current.filas.items.filter((r) => r.tipo === 'posible') : current.filas.items;
      return { json: { ...current, filas: { ...current.filas, items, total: items.length } } };
    });
    server.on('POST', API.importDecisions(), ({ body }) => {
      const b = body as { decision: 'merge' | 'skip' | 'create'; filas?: number[] };
      current = { ...current, resumen: counts({ sinDecidir: 0, fusionar: b.decision === 'merge' ? 2 : 1, omitir: b.decision === 'skip' ? 1 : 0 }), filas: { ...current.filas, items: current.filas.items.map((r) => (r.tipo === 'posible' ? { ...r, decision: b.decision } : r)) } };
      return { json: { aplicadas: 1, noAplican: 0, resumen: current.resumen } };
    });
    let polls = 0;
    server.on('POST', API.importCommit(), () => {
      current = { ...current, estado: 'guardando', progreso: { fase: 'guardado', hechas: 1, total: 3 } };
      return { status: 202, json: { id: 'imp-1', estado: 'guardando' } };
    });
    renderAt('/sig/operarmidb/importacion/imp-1');

    // the counts, and the rejected row's problems with the colonia's suggestion
    expect(await screen.findByRole('heading', { level: 1, name: 'padron.csv' })).toBeTruthy();
    const tiles = screen.getByRole('group', { name: 'Resumen de las filas; elige uno para ver sus filas' });
    expect(within(tiles).getByRole('button', { name: /1\s*Posibles duplicados/ })).toBeTruthy();
    expect(screen.getByText('CURP: La CURP tiene 18 caracteres.')).toBeTruthy();
    expect(screen.getByText('¿Es «Centro»? Corrige la colonia en el archivo y vuelve a subirlo.')).toBeTruthy();
    // the possible duplicate beside its match
    expect(screen.getByText(/Coincidencia: 96 %/)).toBeTruthy();
    expect(screen.getByText('Completaría: Teléfono')).toBeTruthy();
    expect(screen.getByText('Correo electrónico: padrón «maria@correo.mx», archivo «mh@correo.mx»')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'María Hernández Ruiz' }).getAttribute('href')).toBe('/sig/midbciudadano/ver/hab-9');
    // saving waits for the decision
    expect((screen.getByRole('button', { name: 'Guardar en el padrón' }) as HTMLButtonElement).disabled).toBe(true);

    const decision = screen.getByRole('group', { name: 'Decisión para la fila 5' });
    fireEvent.click(within(decision).getByRole('button', { name: 'Fusionar' }));
    await waitFor(() => expect(server.callsTo('POST', API.importDecisions())).toHaveLength(1));
    expect(server.callsTo('POST', API.importDecisions())[0]!.body).toEqual({ decision: 'merge', filas: [5] });
    await waitFor(() => expect(within(screen.getByRole('group', { name: 'Decisión para la fila 5' })).getByRole('button', { name: 'Fusionar' }).getAttribute('aria-pressed')).toBe('true'));

    // one kind's rows, and a decision for all of them
    fireEvent.click(within(tiles).getByRole('button', { name: /Posibles duplicados/ }));
    await waitFor(() => expect(currentUrl()).toBe('/sig/operarmidb/importacion/imp-1?vista=posibles'));
    await waitFor(() => expect(server.queries(API.importacion()).at(-1)!.get('vista')).toBe('posibles'));
    fireEvent.click(screen.getByRole('button', { name: 'Omitir todas' }));
    await waitFor(() => expect(server.callsTo('POST', API.importDecisions())).toHaveLength(2));
    expect(server.callsTo('POST', API.importDecisions())[1]!.body).toEqual({ decision: 'skip', tipo: 'posible' });
    await waitFor(() => expect(snackbarTexts()).toContain('Decisión aplicada a 1 filas.'));

    // the commit says what it writes, then its progress shows until it ends
    const save = screen.getByRole('button', { name: 'Guardar en el padrón' }) as HTMLButtonElement;
    await waitFor(() => expect(save.disabled).toBe(false));
    fireEvent.click(save);
    const dialog = await screen.findByRole('alertdialog', HIDDEN);
    expect(within(dialog).getByText(/Se crearán 1 personas nuevas, se completarán 1 registros que ya están en el padrón y se omitirán 1 filas; 1 filas rechazadas no se importan/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { hidden: true, name: 'Guardar 2 filas' }));
    expect(await screen.findByRole('heading', { name: 'Guardando en el padrón' })).toBeTruthy();
    expect(screen.getByText('1 de 3 filas')).toBeTruthy();
    expect(server.callsTo('POST', API.importCommit())).toHaveLength(1);

    // the server finishes: the page polls and shows the results
    server.on('GET', API.importacion(), () => {
      polls++;
      return {
        json: {
          ...current,
          estado: 'terminada',
          progreso: { fase: null, hechas: 3, total: 3 },
          resumen: counts({ sinDecidir: 0, resultados: { creada: 1, fusionada: 1, omitida: 1, rechazada: 1 } }),
          filas: { ...current.filas, items: [row({ resultado: 'creada', motivo: 'Registrada como persona nueva.' })], total: 1 },
        },
      };
    });
    expect(await screen.findByText('Importación terminada', undefined, { timeout: 4000 })).toBeTruthy();
    expect(polls).toBeGreaterThan(0);
    const results = screen.getByRole('group', { name: 'Resultado por fila' });
    expect(within(results).getByText('Fusionada').previousSibling?.textContent).toBe('1');
    expect(within(results).getByText('Sin cambios').previousSibling?.textContent).toBe('0');

    server.onRaw('GET', API.importReport(), () => ({ body: '\ufeffCURP,Resultado,Motivo\r\n', headers: { 'content-type': 'text/csv', 'content-disposition': "attachment; filename=\"padron-resultado.csv\"; filename*=UTF-8''padron-resultado.csv" } }));
    const saved: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    Object.assign(URL, { createObjectURL: () => 'blob:csv', revokeObjectURL: () => undefined });
    try {
      fireEvent.click(screen.getByRole('button', { name: 'Descargar reporte (CSV)' }));
      await waitFor(() => expect(saved).toEqual(['padron-resultado.csv']));
      expect(snackbarTexts()).toContain('Reporte descargado.');
    } finally {
      click.mockRestore();
    }
  });

  it('explains a refused commit in the dialog', async () => {
    server.on('GET', API.importacion(), () => ({ json: imp({ resumen: counts({ sinDecidir: 0 }) }) }));
    server.on('POST', API.importCommit(), () => apiError(409, 'midb.import_undecided', 'Hay filas'));
    renderAt('/sig/operarmidb/importacion/imp-1');
    fireEvent.click(await screen.findByRole('button', { name: 'Guardar en el padrón' }));
    const dialog = await screen.findByRole('alertdialog', HIDDEN);
    fireEvent.click(within(dialog).getByRole('button', { hidden: true, name: /^Guardar \d+ filas$/ }));
    expect(await within(dialog).findByText('Hay filas con posible duplicado sin decidir: elige fusionar, omitir o crear en cada una, o para todas.')).toBeTruthy();
  });

  it('says when the import does not exist, and reads Arabic', async () => {
    server.on('GET', API.importacion('nope'), () => apiError(404, 'midb.import_not_found', 'No existe', 'id'));
    const { unmount } = renderAt('/sig/operarmidb/importacion/nope');
    expect(await screen.findByText('Esa importación no existe en este municipio. Elige una de la lista o sube un archivo.')).toBeTruthy();
    unmount();
    const { setLanguage } = await import('@sig/shared');
    await act(async () => setLanguage('ar'));
    renderAt('/sig/operarmidb');
    expect(await screen.findByRole('heading', { level: 1, name: 'الاستيراد إلى السجل' })).toBeTruthy();
    await act(async () => setLanguage('es'));
  });
});
