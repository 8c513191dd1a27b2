import {
  AppsRegular,
  BotRegular,
  BoxMultipleRegular,
  BuildingGovernmentRegular,
  BuildingRegular,
  CalendarLtrRegular,
  ChannelRegular,
  ChartMultipleRegular,
  ChatMultipleRegular,
  ClipboardTaskRegular,
  ContactCardRegular,
  DataAreaRegular,
  DocumentBulletListRegular,
  DocumentRegular,
  DocumentSearchRegular,
  EyeRegular,
  FlowRegular,
  GlobeRegular,
  HomeRegular,
  LibraryRegular,
  LocationLiveRegular,
  LocationRegular,
  MapPinRegular,
  MapRegular,
  PeopleListRegular,
  PeopleRegular,
  PeopleTeamRegular,
  PersonChatRegular,
  PersonKeyRegular,
  PhoneRegular,
  SettingsRegular,
  ShieldCheckmarkRegular,
  TagMultipleRegular,
  VehicleTruckRegular,
} from '@fluentui/react-icons';
import type { ComponentType } from 'react';

type Icon = ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;

/**
 * The server names a page's icon by its Fluent base name ('DocumentBulletList'); the toolbar shows the
 * `<Name>Regular` icon. Listed one by one (not `import *`) so the bundle carries only these icons.
 */
const ICONS: Record<string, Icon> = {
  DocumentBulletList: DocumentBulletListRegular,
  ClipboardTask: ClipboardTaskRegular,
  Map: MapRegular,
  Building: BuildingRegular,
  Library: LibraryRegular,
  TagMultiple: TagMultipleRegular,
  Flow: FlowRegular,
  Home: HomeRegular,
  Channel: ChannelRegular,
  Globe: GlobeRegular,
  ShieldCheckmark: ShieldCheckmarkRegular,
  DataArea: DataAreaRegular,
  Apps: AppsRegular,
  People: PeopleRegular,
  PeopleList: PeopleListRegular,
  MapPin: MapPinRegular,
  Eye: EyeRegular,
  DocumentSearch: DocumentSearchRegular,
  VehicleTruck: VehicleTruckRegular,
  BoxMultiple: BoxMultipleRegular,
  PeopleTeam: PeopleTeamRegular,
  ChartMultiple: ChartMultipleRegular,
  CalendarLtr: CalendarLtrRegular,
  ContactCard: ContactCardRegular,
  Bot: BotRegular,
  PersonChat: PersonChatRegular,
  ChatMultiple: ChatMultipleRegular,
  Settings: SettingsRegular,
  Location: LocationRegular,
  Phone: PhoneRegular,
  LocationLive: LocationLiveRegular,
  PersonKey: PersonKeyRegular,
  BuildingGovernment: BuildingGovernmentRegular,
};

// Case- and separator-insensitive: 'home', 'map-pin' and 'MapPinRegular' all find their icon.
const fold = (name: string) => name.replace(/(Regular|Filled)$/, '').replace(/[^a-z0-9]/gi, '').toLowerCase();
const BY_FOLDED = new Map(Object.entries(ICONS).map(([name, icon]) => [fold(name), icon]));

/** The icon of a page, or a plain document for a name we do not ship. */
export function pageIconOf(name: string | undefined): Icon {
  return (name && BY_FOLDED.get(fold(name))) || DocumentRegular;
}

export function PageIcon({ name, className }: { name?: string; className?: string }) {
  const Icon = pageIconOf(name);
  return <Icon className={className} aria-hidden />;
}
