/**
 * Settings (/settings, docs/product.md §2): the account's sections, each its own component, in the order Profile,
 * Security, Sessions, Calendars, Notifications, Your data. Calendars links to Settings → Calendars.
 */
import { ArrowLeft, CalendarDays } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { CalendarFeedCard } from './calendar-feed-card.tsx';
import { ProfileSection } from './profile-section.tsx';
import { PushDeviceCard } from './push-device-card.tsx';
import { RemindersCard } from './reminders-card.tsx';
import { SecuritySection } from './security-section.tsx';
import { SessionsSection } from './sessions-section.tsx';
import { SettingsSection } from './settings-section.tsx';
import { YourDataSection } from './your-data-section.tsx';

/** The /settings screen. */
export function SettingsPage() {
  useDocumentTitle('Settings');
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <Button asChild variant="ghost" className="-ml-3">
        <Link to="/">
          <ArrowLeft aria-hidden="true" />
          Back to Home
        </Link>
      </Button>
      <h1 className="mt-4 font-display text-4xl font-semibold tracking-tight sm:text-5xl">Settings</h1>
      <p className="mt-2 text-lg text-muted-foreground">Your account, its security and your data.</p>
      <div className="mt-8 grid gap-6">
        <ProfileSection />
        <SecuritySection />
        <SessionsSection />
        <SettingsSection
          id="calendars"
          title="Calendars"
          description="The calendars Steward reads, and where your time blocks go."
        >
          <Button variant="outline" asChild className="justify-self-start">
            <Link to="/settings/calendars">
              <CalendarDays aria-hidden="true" />
              Manage calendars
            </Link>
          </Button>
          <CalendarFeedCard />
        </SettingsSection>
        <SettingsSection
          id="notifications"
          title="Notifications"
          description="When Steward reminds you, on which devices, and how the reminders reach you."
        >
          <PushDeviceCard />
          <RemindersCard />
        </SettingsSection>
        <YourDataSection />
      </div>
    </div>
  );
}
