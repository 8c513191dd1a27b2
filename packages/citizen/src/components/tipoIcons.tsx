import {
  AnimalDog24Regular,
  Building24Regular,
  BuildingMultiple24Regular,
  BuildingShop24Regular,
  CalendarLtr24Regular,
  Delete24Regular,
  DeleteDismiss24Regular,
  DocumentText24Regular,
  Drop24Regular,
  ErrorCircle24Regular,
  Food24Regular,
  Gavel24Regular,
  HatGraduation24Regular,
  Home24Regular,
  Lightbulb24Regular,
  Megaphone24Regular,
  PaintBrush24Regular,
  People24Regular,
  Road24Regular,
  Speaker224Regular,
  TreeDeciduous24Regular,
  VehicleCar24Regular,
  VehicleTruck24Regular,
  Warning24Regular,
  WrenchScrewdriver24Regular,
} from '@fluentui/react-icons';
import type { CaseKind } from '@sig/shared';
import type { ComponentType } from 'react';

type Icon = ComponentType<{ 'aria-hidden'?: boolean }>;

/**
 * A tipo's `icono` is a Material icon name typed in the catalogue (road, water, park...): the ones in use
 * map to their nearest Fluent glyph; any other falls back to the kind's own.
 */
const ICONS: Record<string, Icon> = {
  road: Road24Regular,
  lightbulb: Lightbulb24Regular,
  water: Drop24Regular,
  water_drop: Drop24Regular,
  plumbing: WrenchScrewdriver24Regular,
  construction: WrenchScrewdriver24Regular,
  delete: Delete24Regular,
  delete_forever: DeleteDismiss24Regular,
  park: TreeDeciduous24Regular,
  forest: TreeDeciduous24Regular,
  nature_people: People24Regular,
  traffic: Warning24Regular,
  warning: Warning24Regular,
  report: ErrorCircle24Regular,
  signpost: Warning24Regular,
  directions_car: VehicleCar24Regular,
  local_shipping: VehicleTruck24Regular,
  pets: AnimalDog24Regular,
  volume_up: Speaker224Regular,
  format_paint: PaintBrush24Regular,
  apartment: BuildingMultiple24Regular,
  home: Home24Regular,
  store: BuildingShop24Regular,
  restaurant: Food24Regular,
  school: HatGraduation24Regular,
  gavel: Gavel24Regular,
  event: CalendarLtr24Regular,
  account_balance: Building24Regular,
};

const FALLBACK: Record<CaseKind, Icon> = { reporte: Megaphone24Regular, solicitud: DocumentText24Regular };

export function TipoIcon({ icono, kind }: { icono: string; kind: CaseKind }) {
  const Glyph = ICONS[icono.trim().toLowerCase()] ?? FALLBACK[kind];
  return <Glyph aria-hidden />;
}
