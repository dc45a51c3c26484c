/** Settings → Security (docs/product.md §2, Settings): one card per way of keeping the account safe. */
import { PasskeysCard } from './passkeys-card.tsx';
import { PasswordCard } from './password-card.tsx';
import { SettingsSection } from './settings-section.tsx';
import { TwoFactorCard } from './two-factor-card.tsx';

/** The Security section of /settings (id "security"). */
export function SecuritySection() {
  return (
    <SettingsSection id="security" title="Security" description="Your password and how you sign in.">
      <PasswordCard />
      <TwoFactorCard />
      <PasskeysCard />
    </SettingsSection>
  );
}
