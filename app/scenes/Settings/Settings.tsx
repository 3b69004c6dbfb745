import { PRODUCT_NAME } from '@common/constants';
import { useAuth } from '@app/auth/AuthProvider';
import { ServerSettingsSection } from '@app/native/ServerSettingsSection';
import { AppearanceSettings } from './components/AppearanceSettings';
import { BillingSettings } from './components/BillingSettings';
import { BiometricSettings } from './components/BiometricSettings';
import { ChangePasswordForm } from './components/ChangePasswordForm';
import { DeleteAccount } from './components/DeleteAccount';
import { ExportSettings } from './components/ExportSettings';
import { ImportSettings } from './components/ImportSettings';
import { JournalSettings } from './components/JournalSettings';
import { OfflineNotesSettings } from './components/OfflineNotesSettings';
import { OfflineStorageSettings } from './components/OfflineStorageSettings';
import { SessionList } from './components/SessionList';
import { SettingsSection } from './components/SettingsSection';
import { StorageSettings } from './components/StorageSettings';

export function meta() {
  return [{ title: `Settings — ${PRODUCT_NAME}` }, { name: 'robots', content: 'noindex' }];
}

export default function Settings() {
  const { email } = useAuth();
  return (
    <div className="mx-auto grid max-w-3xl gap-6">
      <h1 className="text-3xl font-bold tracking-tight">Settings</h1>
      <SettingsSection id="account" title="Account" description={`Signed in as ${email ?? ''}`}>
        <ChangePasswordForm />
      </SettingsSection>
      <SettingsSection id="sessions" title="Devices" description="Where your account is signed in.">
        <SessionList />
      </SettingsSection>
      <ServerSettingsSection />
      <SettingsSection id="security" title="Security" description="Biometric unlock and passkeys.">
        <BiometricSettings />
      </SettingsSection>
      <SettingsSection id="billing" title="Billing" description="Your plan and payments.">
        <BillingSettings />
      </SettingsSection>
      <SettingsSection
        id="storage"
        title="Storage"
        description="Space for the images in your notes."
      >
        <StorageSettings />
      </SettingsSection>
      <SettingsSection
        id="offline"
        title="Offline and install"
        description="Inkling's data on this device, and Inkling as an app."
      >
        <OfflineStorageSettings />
      </SettingsSection>
      <SettingsSection
        id="offline-notes"
        title="Offline notes"
        description="Notes kept on this device, to open and search without a connection."
      >
        <OfflineNotesSettings />
      </SettingsSection>
      <SettingsSection id="data" title="Data" description="Your notes and images as files.">
        <ExportSettings />
        <ImportSettings />
      </SettingsSection>
      <SettingsSection
        id="journal"
        title="Journal"
        description="When your days begin and end, streaks and the daily reminder."
      >
        <JournalSettings />
      </SettingsSection>
      <SettingsSection id="appearance" title="Appearance">
        <AppearanceSettings />
      </SettingsSection>
      <SettingsSection
        id="danger"
        title="Delete account"
        description="Remove your account and all of its data."
      >
        <DeleteAccount />
      </SettingsSection>
    </div>
  );
}
