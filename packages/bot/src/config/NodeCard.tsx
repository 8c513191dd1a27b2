import { Badge, Button, Checkbox, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, ArrowDownRegular, ArrowUpRegular, DeleteRegular, DismissRegular, FlagRegular, RenameRegular } from '@fluentui/react-icons';
import type { BotNodeType } from '@sig/shared';
import { BOT_NODE_TYPES as NODE_TYPES, NativeSelect, TextArea } from '@sig/shared/staff-ui';
import { type FormEvent, forwardRef, useState } from 'react';

import { useBotT } from '../i18n';
import { IssueList } from './IssueList';
import type { FlowNode } from './configApi';
import { type Issue, MAX_OPTIONS, issueText, withType } from './flowModel';

const useStyles = makeStyles({
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
    minWidth: 0,
    scrollMarginTop: '16px',
  },
  bad: { borderInlineStartWidth: '4px', borderInlineStartColor: tokens.colorPaletteRedBorder2 },
  head: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  title: { fontSize: tokens.fontSizeBase400, lineHeight: tokens.lineHeightBase400, fontWeight: tokens.fontWeightSemibold, margin: 0, overflowWrap: 'anywhere', flexGrow: 1, ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}` } },
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))', gap: tokens.spacingHorizontalM, alignItems: 'start' },
  options: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, margin: 0, paddingInlineStart: 0, listStyleType: 'none' },
  option: { display: 'grid', gridTemplateColumns: 'minmax(140px, 2fr) minmax(120px, 1fr) auto', gap: tokens.spacingHorizontalS, alignItems: 'end', '@media (max-width: 600px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
  removeOption: { justifySelf: 'start' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  move: { display: 'flex', gap: tokens.spacingHorizontalXXS },
  // the button on the input's line at any width, the hint or the error under both
  // minWidth 0: as the Field's grid item it would otherwise be as wide as the input's own size, past a phone's card
  renameRow: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center', minWidth: 0 },
  renameInput: { flexGrow: 1, minWidth: 0 },
  renameButton: { flexShrink: 0 },
});

const SAID_BY_FIELD: ReadonlySet<Issue['codigo']> = new Set(['texto', 'etiqueta', 'sinDestino', 'sinTipo', 'tipo']);

export interface NodeCardProps {
  node: FlowNode;
  isStart: boolean;
  /** Every node's id and kind (the destinations a step may lead to). */
  targets: readonly { id: string; tipo: BotNodeType }[];
  tipos: readonly { id: string; nombre: string }[] | null;
  issues: readonly Issue[];
  onChange: (n: FlowNode) => void;
  onDelete: () => void;
  onMakeStart: () => void;
  /** Renames the step; the translated reason when the id cannot be used. */
  onRename: (id: string) => string | null;
  /** Moves the step one place earlier (-1) or later (+1); absent at that end. */
  onMove: (by: -1 | 1) => void;
  canMoveUp: boolean;
  canMoveDown: boolean;
}

/** The id of a step's move button, for the editor to give focus back after the move. */
export const moveButtonId = (id: string, by: -1 | 1) => `cfg-node-${id}-${by < 0 ? 'up' : 'down'}`;

/** One step of the flow: its kind, the bot's message, where it leads, and the problems found in it. */
export const NodeCard = forwardRef<HTMLHeadingElement, NodeCardProps>(function NodeCard(
  { node, isStart, targets, tipos, issues, onChange, onDelete, onMakeStart, onRename, onMove, canMoveUp, canMoveDown },
  titleRef,
) {
  const s = useStyles();
  const { t } = useBotT();
  const [newId, setNewId] = useState(node.id);
  const [idError, setIdError] = useState<string | null>(null);
  const rename = (e: FormEvent) => {
    e.preventDefault();
    setIdError(onRename(newId.trim()));
  };
  const headId = `cfg-node-${node.id}`;
  const problemsId = `${headId}-problems`;
  // the field problems are said under their field; the rest (the node's place in the flow) above it
  const general = issues.filter((i) => !SAID_BY_FIELD.has(i.codigo));
  const describedBy = general.length ? problemsId : undefined;
  const fieldIssue = (codigo: Issue['codigo'], opcion?: number) => issues.find((i) => i.codigo === codigo && i.opcion === opcion);

  const target = (value: string, set: (v: string) => void, label: string, error?: Issue) => (
    <Field label={label} validationMessage={error ? issueText(error, t) : undefined} validationState={error ? 'error' : 'none'}>
      {(p) => (
        <NativeSelect {...p} value={value} onChange={(e) => set(e.target.value)}>
          <option value="">{t('cfg.node.chooseTarget')}</option>
          {targets
            .filter((x) => x.id !== node.id)
            .map((x) => (
              <option key={x.id} value={x.id}>
                {`${x.id} (${t(`cfg.type.${x.tipo}`)})`}
              </option>
            ))}
          {value && !targets.some((x) => x.id === value) && <option value={value}>{t('cfg.node.missingTarget', { id: value })}</option>}
        </NativeSelect>
      )}
    </Field>
  );

  return (
    <section className={issues.length ? `${s.card} ${s.bad}` : s.card} aria-labelledby={headId} id={`${headId}-card`}>
      <div className={s.head}>
        <h4 id={headId} ref={titleRef} tabIndex={-1} className={s.title}>
          <span dir="ltr">{node.id}</span> · {t(`cfg.type.${node.tipo}`)}
        </h4>
        {isStart && (
          <Badge appearance="tint" color="brand">
            {t('cfg.node.start')}
          </Badge>
        )}
        {issues.length > 0 && (
          <Badge appearance="filled" color="danger">
            {t('cfg.node.problemCount', { count: issues.length })}
          </Badge>
        )}
        <div className={s.move}>
          {/* focusable at the ends too: the button just pressed keeps the focus when the step reaches the end */}
          <Button
            id={moveButtonId(node.id, -1)}
            size="small"
            appearance="subtle"
            icon={<ArrowUpRegular />}
            aria-label={t('cfg.node.moveUp', { id: node.id })}
            title={t('cfg.node.moveUp', { id: node.id })}
            disabledFocusable={!canMoveUp}
            onClick={() => onMove(-1)}
          />
          <Button
            id={moveButtonId(node.id, 1)}
            size="small"
            appearance="subtle"
            icon={<ArrowDownRegular />}
            aria-label={t('cfg.node.moveDown', { id: node.id })}
            title={t('cfg.node.moveDown', { id: node.id })}
            disabledFocusable={!canMoveDown}
            onClick={() => onMove(1)}
          />
        </div>
      </div>
      <IssueList issues={general} label={t('cfg.node.problemsOf', { id: node.id })} id={problemsId} />
      <form onSubmit={rename} noValidate aria-label={t('cfg.node.renameForm', { id: node.id })}>
        <Field label={t('cfg.node.id')} hint={t('cfg.node.idHint')} validationMessage={idError ?? undefined} validationState={idError ? 'error' : 'none'}>
          {/* a Fluent Input takes its id, description and state from the Field's context, in a row too */}
          <div className={s.renameRow}>
            <Input
              className={s.renameInput}
              value={newId}
              maxLength={40}
              dir="ltr"
              onChange={(_, d) => {
                setNewId(d.value);
                setIdError(null);
              }}
            />
            <Button type="submit" className={s.renameButton} icon={<RenameRegular />} aria-label={t('cfg.node.renameLabel', { id: node.id })}>
              {t('cfg.node.rename')}
            </Button>
          </div>
        </Field>
      </form>
      <div className={s.grid}>
        <Field label={t('cfg.node.type')}>
          {(p) => (
            <NativeSelect {...p} value={node.tipo} onChange={(e) => onChange(withType(node, e.target.value as BotNodeType))} aria-describedby={describedBy}>
              {NODE_TYPES.map((k) => (
                <option key={k} value={k}>
                  {t(`cfg.type.${k}`)}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        {(node.tipo === 'texto' || node.tipo === 'ubicacion' || node.tipo === 'foto') &&
          target(node.siguiente, (v) => onChange({ ...node, siguiente: v }), t('cfg.node.next'), fieldIssue('sinDestino'))}
        {node.tipo === 'reporte' && (
          <Field
            label={t('cfg.node.tipoReporte')}
            validationMessage={fieldIssue('sinTipo') ? issueText(fieldIssue('sinTipo')!, t) : fieldIssue('tipo') ? issueText(fieldIssue('tipo')!, t) : undefined}
            validationState={fieldIssue('sinTipo') || fieldIssue('tipo') ? 'error' : 'none'}
          >
            {(p) => (
              <NativeSelect {...p} value={node.tipoId} onChange={(e) => onChange({ ...node, tipoId: e.target.value })}>
                <option value="">{tipos ? t('cfg.node.chooseTipo') : t('cfg.node.loadingTipos')}</option>
                {(tipos ?? []).map((x) => (
                  <option key={x.id} value={x.id}>
                    {x.nombre}
                  </option>
                ))}
                {tipos && node.tipoId && !tipos.some((x) => x.id === node.tipoId) && <option value={node.tipoId}>{t('cfg.node.inactiveTipo')}</option>}
              </NativeSelect>
            )}
          </Field>
        )}
      </div>
      <Field label={t('cfg.node.texto')} hint={t(`cfg.node.textoHint.${node.tipo}`)} validationMessage={fieldIssue('texto') ? issueText(fieldIssue('texto')!, t) : undefined} validationState={fieldIssue('texto') ? 'error' : 'none'}>
        {(p) => <TextArea {...p} dir="auto" value={node.texto} rows={2} maxLength={1000} onChange={(e) => onChange({ ...node, texto: e.target.value })} />}
      </Field>
      {node.tipo === 'foto' && <Checkbox checked={node.opcional} onChange={(_, d) => onChange({ ...node, opcional: Boolean(d.checked) })} label={t('cfg.node.opcional')} />}
      {node.tipo === 'menu' && (
        <>
          <ol className={s.options} aria-label={t('cfg.node.optionsOf', { id: node.id })}>
            {node.opciones.map((o, i) => {
              const set = (patch: Partial<typeof o>) => onChange({ ...node, opciones: node.opciones.map((x, k) => (k === i ? { ...x, ...patch } : x)) });
              const label = fieldIssue('etiqueta', i + 1);
              return (
                <li key={i} className={s.option}>
                  <Field label={t('cfg.node.option', { n: i + 1 })} validationMessage={label ? issueText(label, t) : undefined} validationState={label ? 'error' : 'none'}>
                    <Input value={o.etiqueta} dir="auto" maxLength={80} onChange={(_, d) => set({ etiqueta: d.value })} />
                  </Field>
                  {target(o.siguiente, (v) => set({ siguiente: v }), t('cfg.node.optionNext', { n: i + 1 }), fieldIssue('sinDestino', i + 1))}
                  <Button
                    appearance="subtle"
                    className={s.removeOption}
                    icon={<DismissRegular />}
                    aria-label={t('cfg.node.removeOption', { n: i + 1 })}
                    title={t('cfg.node.removeOption', { n: i + 1 })}
                    onClick={() => onChange({ ...node, opciones: node.opciones.filter((_, k) => k !== i) })}
                  />
                </li>
              );
            })}
          </ol>
          {node.opciones.length < MAX_OPTIONS && (
            <div>
              <Button icon={<AddRegular />} onClick={() => onChange({ ...node, opciones: [...node.opciones, { etiqueta: '', siguiente: '' }] })}>
                {t('cfg.node.addOption', { id: node.id })}
              </Button>
            </div>
          )}
        </>
      )}
      <div className={s.actions}>
        {!isStart && (
          <Button size="small" icon={<FlagRegular />} onClick={onMakeStart}>
            {t('cfg.node.makeStart')}
          </Button>
        )}
        <Button size="small" appearance="subtle" icon={<DeleteRegular />} onClick={onDelete}>
          {t('cfg.node.delete', { id: node.id })}
        </Button>
      </div>
    </section>
  );
});
