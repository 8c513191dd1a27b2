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
  CircleSmallRegular,
  ClipboardTaskRegular,
  ContactCardRegular,
  DataAreaRegular,
  DocumentBulletListRegular,
  DocumentSearchRegular,
  EyeRegular,
  type FluentIcon,
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
import type { JSX } from 'react';

// The icon names the server gives pages and menu entries (Fluent base names), listed one by one so the bundle
// keeps only these. The navbar and the toolbar both draw them: one map, in its own module for staff pages.
const ICONS: Record<string, FluentIcon> = {
  Apps: AppsRegular,
  Bot: BotRegular,
  BoxMultiple: BoxMultipleRegular,
  Building: BuildingRegular,
  BuildingGovernment: BuildingGovernmentRegular,
  CalendarLtr: CalendarLtrRegular,
  Channel: ChannelRegular,
  ChartMultiple: ChartMultipleRegular,
  ChatMultiple: ChatMultipleRegular,
  ClipboardTask: ClipboardTaskRegular,
  ContactCard: ContactCardRegular,
  DataArea: DataAreaRegular,
  DocumentBulletList: DocumentBulletListRegular,
  DocumentSearch: DocumentSearchRegular,
  Eye: EyeRegular,
  Flow: FlowRegular,
  Globe: GlobeRegular,
  Home: HomeRegular,
  Library: LibraryRegular,
  Location: LocationRegular,
  LocationLive: LocationLiveRegular,
  Map: MapRegular,
  MapPin: MapPinRegular,
  People: PeopleRegular,
  PeopleList: PeopleListRegular,
  PeopleTeam: PeopleTeamRegular,
  PersonChat: PersonChatRegular,
  PersonKey: PersonKeyRegular,
  Phone: PhoneRegular,
  Settings: SettingsRegular,
  ShieldCheckmark: ShieldCheckmarkRegular,
  TagMultiple: TagMultipleRegular,
  VehicleTruck: VehicleTruckRegular,
};

// Case- and separator-insensitive: 'home', 'map-pin' and 'MapPinRegular' all find their icon.
const fold = (name: string) => name.replace(/(Regular|Filled)$/, '').replace(/[^a-z0-9]/gi, '').toLowerCase();
const BY_FOLDED = new Map(Object.entries(ICONS).map(([name, icon]) => [fold(name), icon]));

/** The Fluent icon for a server icon name ('Map', 'MapRegular', 'map' or 'map-pin'); unknown names get the fallback. */
export function iconFor(name: string | undefined, fallback: FluentIcon = CircleSmallRegular): FluentIcon {
  return (name && BY_FOLDED.get(fold(name))) || fallback;
}

/** A page's or menu entry's icon, decorative (the label names the item); `data-icon` says which one was drawn. */
export function MenuIcon({ name, fallback = CircleSmallRegular, className }: { name?: string; fallback?: FluentIcon; className?: string }): JSX.Element {
  const Icon = iconFor(name, fallback);
  return <Icon className={className} aria-hidden="true" data-icon={Icon === fallback ? 'fallback' : name} />;
}
