/**
 * The time zones Settings offers (ADR 047): @vvo/tzdb's list of current IANA names, each with the cities, country
 * and zone name it is searched by. Browsers' ICU data still names some zones by an older alias (Chromium reports
 * 'Europe/Kiev' for Kyiv and lists 'Asia/Calcutta'), so the device's zone is offered by its current name.
 */
import { getTimeZones, timeZonesNames } from '@vvo/tzdb';

/** One zone of the picker: its IANA `name` and the words it is also found by. */
export interface ZoneOption {
  name: string;
  keywords: string[];
}

const groups = getTimeZones();

/** Every zone the picker lists, UTC first then by name: current IANA names only. */
export const zoneOptions: readonly ZoneOption[] = [
  { name: 'UTC', keywords: ['Coordinated Universal Time', 'GMT'] },
  ...[...timeZonesNames].sort().map((name) => {
    const group = groups.find((g) => g.group.includes(name));
    return {
      name,
      keywords: group ? [...group.mainCities, group.countryName, group.alternativeName] : [],
    };
  }),
];

/**
 * The current IANA name of `zone`: itself when listed, else the name of the tzdb group that holds it as an alias
 * ('Europe/Kiev' → 'Europe/Kyiv', 'Asia/Calcutta' → 'Asia/Kolkata'), else `zone` unchanged.
 */
export function currentZoneName(zone: string): string {
  if (zone === 'UTC' || timeZonesNames.includes(zone)) return zone;
  return groups.find((g) => g.group.includes(zone))?.name ?? zone;
}
