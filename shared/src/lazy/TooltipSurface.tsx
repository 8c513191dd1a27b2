import { Tooltip } from '@fluentui/react-components';

export interface TooltipSurfaceProps {
  target: HTMLElement;
  content: string;
  visible: boolean;
  positioning: 'above' | 'below' | 'before' | 'after';
  withArrow: boolean;
  /** The pointer came onto the tooltip: it stays. */
  onKeep: () => void;
  /** Fluent hides it: Escape, another tooltip shown, the pointer left it. */
  onHide: () => void;
}

/**
 * The tooltip LazyTooltip draws beside its trigger once this code has come: Fluent's Tooltip, anchored to the
 * trigger (`positioning.target`) and shown when LazyTooltip says. Its own child only carries Fluent's trigger
 * handlers, which never fire; the trigger's name or description is LazyTooltip's (`relationship` here is none).
 */
export default function TooltipSurface({ target, content, visible, positioning, withArrow, onKeep, onHide }: TooltipSurfaceProps) {
  return (
    <Tooltip
      content={{ children: content, onPointerEnter: onKeep }}
      relationship="inaccessible"
      visible={visible}
      withArrow={withArrow}
      positioning={{ position: positioning, target }}
      onVisibleChange={(_, d) => !d.visible && onHide()}
    >
      <span hidden />
    </Tooltip>
  );
}
