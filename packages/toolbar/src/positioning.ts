import type { PositioningProps } from '@fluentui/react-components';

/**
 * A submenu beside its item when there is room. On a phone the outer menu takes most of the width, and
 * flipping alone put the submenu past the screen's edge (issue 21): it may then slide over its item.
 */
export const SUBMENU_POSITIONING: PositioningProps = { position: 'after', align: 'top', shiftToCoverTarget: true, overflowBoundaryPadding: 4 };
