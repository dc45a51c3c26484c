/**
 * The time-zone picker of Settings → Profile (ADR 047): the device's zone offered first by its current IANA
 * name ('Use this device's zone: Europe/Kyiv'), then every zone in a searchable list (cmdk's command list: type
 * to filter by name, city or country, arrows to move, Enter to choose). A choice is saved at once with PATCH
 * /api/auth/user and reads back exactly as chosen.
 */
import { Command } from 'cmdk';
import { Check } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { fieldClassName } from '../../components/ui/input.tsx';
import { browserTimeZone } from '../../lib/api.ts';
import { cn } from '../../lib/utils.ts';
import { useSaveTimeZone } from './api.ts';
import { currentZoneName, zoneOptions } from './time-zones.ts';

/** The picker; `current` is the zone stored on the user. */
export function TimeZonePicker({ current }: { current: string }) {
  const save = useSaveTimeZone();
  const deviceZone = browserTimeZone();
  const device = deviceZone ? currentZoneName(deviceZone) : null;
  const choose = (zone: string) => {
    if (zone !== current) save.mutate(zone);
  };
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-3 text-sm font-medium">Time zone</legend>
      <p className="text-sm">
        Your time zone: <span className="font-semibold">{current}</span>
      </p>
      {device && device !== current ? (
        <Button
          type="button"
          variant="outline"
          className="h-auto justify-self-start text-left whitespace-normal"
          pending={save.isPending}
          onClick={() => choose(device)}
        >
          Use this device's zone: {device}
        </Button>
      ) : null}
      {/* The list opens on the stored zone, so arrows and Enter start from it, not from the list's first zone. */}
      <Command label="Search time zones" className="grid gap-2" loop defaultValue={current}>
        <Command.Input placeholder="Search time zones" className={cn(fieldClassName, 'h-10')} />
        <Command.List
          label="Time zones"
          className="max-h-60 overflow-y-auto rounded-lg border border-border p-1"
        >
          <Command.Empty className="px-3 py-2 text-sm text-muted-foreground">
            No time zone matches.
          </Command.Empty>
          {zoneOptions.map((zone) => (
            <Command.Item
              key={zone.name}
              value={zone.name}
              keywords={zone.keywords}
              onSelect={choose}
              className="flex cursor-pointer items-center justify-between gap-2 rounded-md px-3 py-2 text-sm data-[selected=true]:bg-accent-soft"
            >
              <span className="break-all">{zone.name}</span>
              {zone.name === current ? <Check aria-label="Current" className="size-4 shrink-0" /> : null}
            </Command.Item>
          ))}
        </Command.List>
      </Command>
    </fieldset>
  );
}
