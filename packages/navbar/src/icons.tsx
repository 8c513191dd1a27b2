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

// The icon names the server uses (Fluent base names), listed one by one so the bundle keeps only these.
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

/** The Fluent icon for a server icon name ('Map', 'MapRegular' or 'map'); unknown names get the fallback. */
export function iconFor(name: string | undefined, fallback: FluentIcon = CircleSmallRegular): FluentIcon {
  if (!name) return fallback;
  const base = name.replace(/(Regular|Filled)$/, '');
  const direct = ICONS[base];
  if (direct) return direct;
  const lower = base.toLowerCase();
  const key = Object.keys(ICONS).find((k) => k.toLowerCase() === lower);
  return key ? ICONS[key] : fallback;
}

/** A menu item's icon, decorative (the label names the item). */
export function MenuIcon({ name, fallback, className }: { name?: string; fallback?: FluentIcon; className?: string }) {
  const Icon = iconFor(name, fallback);
  return <Icon className={className} aria-hidden="true" data-icon={Icon === (fallback ?? CircleSmallRegular) ? 'fallback' : name} />;
}
