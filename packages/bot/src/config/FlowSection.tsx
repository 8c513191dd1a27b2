import { Badge, Button, Caption1, Field, Input, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, ArrowUploadRegular, SaveRegular } from '@fluentui/react-icons';
import { notify, UserText, type BotFlowState, type BotNodeType } from '@sig/shared';
import {
  BOT_NODE_TYPES as NODE_TYPES,
  BusyButton,
  ConfirmDialog,
  formatDateTime,
  LoadError,
  Loading,
  NativeSelect,
  Section,
  StaleNotice,
  TextArea,
  useTableStyles,
  useUnsavedChangesGuard,
} from '@sig/shared/staff-ui';
import { type FormEvent, useEffect, useId, useMemo, useRef, useState } from 'react';

import { useBotT } from '../i18n';
import { IssueList } from './IssueList';
import { type FlowDraft, type FlowNode, useFlujoQuery, useGuardarFlujoMutation, usePublicarFlujoMutation, useTiposReporteQuery } from './configApi';
import { EMPTY_FLOW, type IssueCode, KNOWN_CODES, blocksSaving, freeId, idProblem, moveNode, newNode, outline, pointersTo, problemsOf, removeNode, renameNode, sameFlow } from './flowModel';
import { NodeCard, moveButtonId } from './NodeCard';
import { PreviewPane } from './PreviewPane';
import { errorText, hasCode } from './errors';

const useStyles = makeStyles({
  layout: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 3fr) minmax(260px, 2fr)',
    gap: tokens.spacingHorizontalL,
    alignItems: 'start',
    '@media (max-width: 900px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  column: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  preview: { position: 'sticky', top: 0, '@media (max-width: 900px)': { position: 'static' } },
  toolbar: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  status: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  tree: { margin: 0, paddingInlineStart: 0, listStyleType: 'none', display: 'flex', flexDirection: 'column', gap: '2px' },
  treeItem: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, minWidth: 0 },
  treeButton: { justifyContent: 'flex-start', minWidth: 0, textAlign: 'start', overflowWrap: 'anywhere' },
  add: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'end' },
  addId: { minWidth: '160px', flexGrow: 1 },
});

/** What the editor starts from: the saved draft, else the published flow, else an empty start. */
const editable = (s: BotFlowState): FlowDraft => s.borrador?.flujo ?? s.publicada?.flujo ?? EMPTY_FLOW;

/**
 * The flow: the greeting, the steps as an outline and as cards to edit, the problems next to the step they concern,
 * save (with the draft's version), publish (only a valid saved draft), the published versions, and the preview.
 */
export function FlowSection() {
  const s = useStyles();
  const table = useTableStyles();
  const { t } = useBotT();
  const titleId = useId();
  const versionsId = useId();
  const reasonId = useId();
  const state = useFlujoQuery();
  const tiposQuery = useTiposReporteQuery();
  const [save, saving] = useGuardarFlujoMutation();
  const [publish, publishing] = usePublicarFlujoMutation();
  const [draft, setDraft] = useState<FlowDraft | null>(null);
  const [stale, setStale] = useState(false);
  const [deleting, setDeleting] = useState<string | null>(null);
  const [newId, setNewId] = useState('');
  const [newTipo, setNewTipo] = useState<BotNodeType>('humano');
  const [newIdError, setNewIdError] = useState<string | null>(null);
  const titles = useRef(new Map<string, HTMLHeadingElement | null>());
  const [focusNext, setFocusNext] = useState<string | null>(null);
  const [focusMove, setFocusMove] = useState<string | null>(null);
  // a card's key outlives a rename (its field and button keep the focus) and follows a move (React moves the card)
  const cardKeys = useRef(new Map<string, string>());
  const keySeq = useRef(0);
  const cardKey = (id: string) => {
    let key = cardKeys.current.get(id);
    if (!key) cardKeys.current.set(id, (key = `card-${++keySeq.current}`));
    return key;
  };

  const data = state.data;
  const saved = data?.borrador?.flujo ?? null;
  const dirty = data !== undefined && draft !== null && !sameFlow(draft, saved);
  useUnsavedChangesGuard(dirty, t('cfg.flow.leaveConfirm'));
  useEffect(() => {
    // every answer (the first read, a save, a publish, a reload after a conflict) is what the editor shows
    if (data) setDraft(editable(data));
  }, [data]);
  useEffect(() => {
    if (!focusNext) return;
    const el = titles.current.get(focusNext);
    if (el) (el.scrollIntoView?.({ block: 'start' }), el.focus());
    setFocusNext(null);
  }, [focusNext, draft]);
  useEffect(() => {
    // moving a card re-inserts it, which takes the focus from the button just pressed: it goes back there
    if (!focusMove) return;
    document.getElementById(focusMove)?.focus();
    setFocusMove(null);
  }, [focusMove, draft]);

  const tipos = tiposQuery.data?.items ?? null;
  const tipoIds = useMemo(() => (tipos ? new Set(tipos.map((x) => x.id)) : null), [tipos]);
  const local = useMemo(() => (draft ? problemsOf(draft, tipoIds) : []), [draft, tipoIds]);
  const issues = [...local];

  if (state.isError) {
    return (
      <Section labelledBy={titleId}>
        <Subtitle2 as="h2" id={titleId}>
          {t('cfg.flow.title')}
        </Subtitle2>
        <LoadError message={errorText(state.error, t)} onRetry={() => void state.refetch()} />
      </Section>
    );
  }
  if (!data || !draft) {
    return (
      <Section labelledBy={titleId}>
        <Subtitle2 as="h2" id={titleId}>
          {t('cfg.flow.title')}
        </Subtitle2>
        <Loading />
      </Section>
    );
  }

  // the server is the judge: what it found in the saved draft (a tipo retired since) and the browser did not, shown too
  if (!dirty && data.validacion) {
    for (const p of data.validacion.problemas) {
      if (KNOWN_CODES.has(p.codigo) && !issues.some((i) => i.nodo === p.nodo && i.codigo === p.codigo)) issues.push({ nodo: p.nodo, codigo: p.codigo as IssueCode });
    }
  }
  const version = data.borrador?.version ?? 0;
  const general = issues.filter((i) => i.nodo === null || !draft.nodos.some((n) => n.id === i.nodo));
  const byNode = (id: string) => issues.filter((i) => i.nodo === id);
  const tree = outline(draft);
  const targets = draft.nodos.map((n) => ({ id: n.id, tipo: n.tipo }));
  const samePublished = !dirty && data.publicada !== null && sameFlow(saved, data.publicada.flujo);
  const publishBlock = issues.length
    ? t('cfg.flow.cannotPublishInvalid', { count: issues.length })
    : dirty
      ? t('cfg.flow.cannotPublishDirty')
      : !data.borrador
        ? t('cfg.flow.cannotPublishNoDraft')
        : samePublished
          ? t('cfg.flow.cannotPublishSame', { version: data.publicada!.version })
          : null;

  const setNode = (id: string, n: FlowNode) => setDraft({ ...draft, nodos: draft.nodos.map((x) => (x.id === id ? n : x)) });
  // after a conflict: what the server has now replaces the edits (an equal answer keeps its reference, so set it here)
  const reload = async () => {
    setStale(false);
    const fresh = await state.refetch();
    if (fresh.data) setDraft(editable(fresh.data));
  };
  const refuse = (e: unknown) => {
    if (hasCode(e, 'bot.stale')) setStale(true);
    else notify({ message: errorText(e, t), variant: 'error' });
  };

  const onSave = async () => {
    if (blocksSaving(issues)) {
      notify({ message: t('cfg.flow.fixFields'), variant: 'error' });
      return;
    }
    setStale(false);
    try {
      await save({ flujo: draft, version }).unwrap();
      notify({ message: t('cfg.flow.saved'), variant: 'success' });
    } catch (e) {
      refuse(e);
    }
  };
  const onPublish = async () => {
    if (publishBlock) return;
    setStale(false);
    try {
      const after = await publish({ version }).unwrap();
      notify({ message: t('cfg.flow.published', { version: after.publicada?.version ?? '' }), variant: 'success' });
    } catch (e) {
      refuse(e);
      if (hasCode(e, 'bot.flow_invalid')) void state.refetch();
    }
  };
  const idError = (id: string, except?: string) => {
    const problem = idProblem(draft, id, except);
    return problem === 'invalid' ? t('cfg.add.idInvalid') : problem === 'taken' ? t('cfg.add.idTaken', { id }) : null;
  };
  const addNode = (e: FormEvent) => {
    e.preventDefault();
    const id = newId.trim() || freeId(draft);
    const problem = idError(id);
    if (problem) return setNewIdError(problem);
    setNewIdError(null);
    setDraft({ ...draft, nodos: [...draft.nodos, newNode(id, newTipo)] });
    setNewId('');
    setFocusNext(id);
  };
  const renameStep = (from: string, to: string) => {
    if (to === from) return null;
    const problem = idError(to, from);
    if (problem) return problem;
    const key = cardKey(from);
    cardKeys.current.delete(from);
    cardKeys.current.set(to, key);
    setDraft(renameNode(draft, from, to));
    return null;
  };
  const moveStep = (id: string, by: -1 | 1) => {
    setDraft(moveNode(draft, id, by));
    setFocusMove(moveButtonId(id, by));
  };
  const pointers = deleting ? pointersTo(draft, deleting) : [];

  return (
    <Section labelledBy={titleId}>
      <Subtitle2 as="h2" id={titleId}>
        {t('cfg.flow.title')}
      </Subtitle2>
      {stale && <StaleNotice message={t('cfg.error.bot.stale')} onReload={() => void reload()} />}
      <div className={s.status} role="status">
        {data.publicada ? (
          <Badge appearance="tint" color="success">
            {t('cfg.flow.publishedVersion', { version: data.publicada.version })}
          </Badge>
        ) : (
          <Badge appearance="tint" color="warning">
            {t('cfg.flow.neverPublished')}
          </Badge>
        )}
        {dirty ? (
          <Badge appearance="tint" color="important">
            {t('cfg.flow.unsaved')}
          </Badge>
        ) : data.borrador ? (
          <Caption1>
            {t('cfg.flow.draftSaved', { date: formatDateTime(data.borrador.updatedAt), who: data.borrador.updatedBy?.displayName ?? '—' })}
          </Caption1>
        ) : null}
        {issues.length === 0 ? (
          <Badge appearance="tint" color="success">
            {t('cfg.flow.valid')}
          </Badge>
        ) : (
          <Badge appearance="tint" color="danger">
            {t('cfg.flow.problemCount', { count: issues.length })}
          </Badge>
        )}
      </div>
      <div className={s.toolbar}>
        <BusyButton appearance="primary" icon={<SaveRegular />} busy={saving.isLoading} disabled={!dirty} onClick={() => void onSave()}>
          {t('cfg.flow.save')}
        </BusyButton>
        <BusyButton icon={<ArrowUploadRegular />} busy={publishing.isLoading} disabledFocusable={publishBlock !== null} aria-describedby={publishBlock ? reasonId : undefined} onClick={() => void onPublish()}>
          {t('cfg.flow.publish')}
        </BusyButton>
        {dirty && <Button onClick={() => setDraft(saved ?? data.publicada?.flujo ?? EMPTY_FLOW)}>{t('cfg.flow.discard')}</Button>}
      </div>
      {publishBlock && (
        <Caption1 id={reasonId}>{publishBlock}</Caption1>
      )}
      <Caption1>{t('cfg.flow.publishHint')}</Caption1>
      <IssueList issues={general} label={t('cfg.flow.generalProblems')} />

      <div className={s.layout}>
        <div className={s.column}>
          <Field label={t('cfg.flow.saludo')} hint={t('cfg.flow.saludoHint')}>
            {(p) => <TextArea {...p} dir="auto" value={draft.saludo} rows={2} maxLength={1000} onChange={(e) => setDraft({ ...draft, saludo: e.target.value })} />}
          </Field>
          <Field label={t('cfg.flow.inicio')}>
            {(p) => (
              <NativeSelect {...p} value={draft.inicio} onChange={(e) => setDraft({ ...draft, inicio: e.target.value })}>
                {draft.nodos.map((n) => (
                  <option key={n.id} value={n.id}>
                    {`${n.id} (${t(`cfg.type.${n.tipo}`)})`}
                  </option>
                ))}
              </NativeSelect>
            )}
          </Field>

          <nav aria-label={t('cfg.flow.outline')}>
            <Subtitle2 as="h3">{t('cfg.flow.outline')}</Subtitle2>
            <ol className={s.tree}>
              {tree.map(({ node, reachable }) => (
                <li key={node.id} className={s.treeItem}>
                  <Button appearance="subtle" size="small" className={s.treeButton} onClick={() => setFocusNext(node.id)}>
                    <span dir="ltr">{node.id}</span>&nbsp;· {t(`cfg.type.${node.tipo}`)}
                    {node.id === draft.inicio && ` · ${t('cfg.node.start')}`}
                    {!reachable && ` · ${t('cfg.flow.unreachable')}`}
                  </Button>
                  {byNode(node.id).length > 0 && (
                    <Badge appearance="filled" color="danger" size="small">
                      {t('cfg.node.problemCount', { count: byNode(node.id).length })}
                    </Badge>
                  )}
                </li>
              ))}
            </ol>
          </nav>

          {tree.map(({ node }, i) => (
            <NodeCard
              key={cardKey(node.id)}
              ref={(el) => void titles.current.set(node.id, el)}
              node={node}
              isStart={node.id === draft.inicio}
              targets={targets}
              tipos={tipos}
              issues={byNode(node.id)}
              onChange={(n) => setNode(node.id, n)}
              onDelete={() => setDeleting(node.id)}
              onMakeStart={() => setDraft({ ...draft, inicio: node.id })}
              onRename={(to) => renameStep(node.id, to)}
              onMove={(by) => moveStep(node.id, by)}
              canMoveUp={i > 0}
              canMoveDown={i < tree.length - 1}
            />
          ))}

          <form className={s.add} onSubmit={addNode} noValidate aria-label={t('cfg.add.title')}>
            <Field label={t('cfg.add.id')} hint={t('cfg.add.idHint')} className={s.addId} validationMessage={newIdError ?? undefined} validationState={newIdError ? 'error' : 'none'}>
              <Input value={newId} placeholder={freeId(draft)} maxLength={40} onChange={(_, d) => setNewId(d.value)} dir="ltr" />
            </Field>
            <Field label={t('cfg.add.type')}>
              {(p) => (
                <NativeSelect {...p} value={newTipo} onChange={(e) => setNewTipo(e.target.value as BotNodeType)}>
                  {NODE_TYPES.map((k) => (
                    <option key={k} value={k}>
                      {t(`cfg.type.${k}`)}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </Field>
            <Button type="submit" icon={<AddRegular />}>
              {t('cfg.add.submit')}
            </Button>
          </form>
        </div>
        <div className={`${s.column} ${s.preview}`}>
          <PreviewPane flow={draft} tipoName={(id) => tipos?.find((x) => x.id === id)?.nombre ?? id} />
        </div>
      </div>

      <Subtitle2 as="h3" id={versionsId}>
        {t('cfg.versions.title')}
      </Subtitle2>
      {data.versiones.length === 0 ? (
        <Caption1>{t('cfg.versions.empty')}</Caption1>
      ) : (
        <div className={table.scroller}>
          <table className={table.table} aria-labelledby={versionsId}>
            <thead>
              <tr>
                <th className={table.th}>{t('cfg.versions.version')}</th>
                <th className={table.th}>{t('cfg.versions.date')}</th>
                <th className={table.th}>{t('cfg.versions.who')}</th>
              </tr>
            </thead>
            <tbody>
              {data.versiones.map((v) => (
                <tr key={v.version} className={table.row}>
                  <td className={table.td}>
                    {v.version}
                    {v.version === data.publicada?.version && ` · ${t('cfg.versions.current')}`}
                  </td>
                  <td className={table.td}>{formatDateTime(v.publishedAt)}</td>
                  <td className={table.td}>
                    <UserText>{v.publishedBy?.displayName ?? '—'}</UserText>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <ConfirmDialog
        open={deleting !== null}
        title={t('cfg.delete.title', { id: deleting ?? '' })}
        body={
          pointers.length
            ? t('cfg.delete.bodyPointed', { list: pointers.map((p) => (p.opcion ? t('cfg.delete.option', { opcion: p.opcion, nodo: p.nodo }) : t('cfg.delete.step', { nodo: p.nodo }))).join('; ') })
            : t('cfg.delete.body')
        }
        confirmLabel={t('cfg.delete.confirm')}
        onConfirm={async () => {
          if (deleting) setDraft(removeNode(draft, deleting));
        }}
        onClose={() => setDeleting(null)}
      />
    </Section>
  );
}
