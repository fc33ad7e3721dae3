// A member's /profile as its answers fill it in, for the class names and rules of what its first
// paint does not have (decision 047): rendered by the build (first-paint.tsx --styles) for the
// table its script carries, never into a page. The answers are the tests' data: a free member
// (the account a first visit is most often), one with the profile filled in, and a paying one.
import type { ReactElement } from 'react';
import { PersonalInfoCard } from '../src/features/profile/components/personal-info-card';
import { SubscriptionCard } from '../src/features/profile/components/subscription-card';
import { UsageStatsCard } from '../src/features/profile/components/usage-stats-card';
import { ScanHistorySection } from '../src/features/scan-history/components/scan-history-section';
import { aProfile, aSubscription, aUsageStatus } from '../src/testing/data';

const nothing = () => undefined;

/** Just registered: no name, phone, bio or scans yet. */
const newMember = aProfile({
  firstName: null,
  lastName: null,
  phoneNumber: null,
  bio: null,
  dateOfBirth: null,
  scanCount: 0,
  lastScanDate: null,
});
const signedIn = { username: newMember.username, email: newMember.email };

export const FILLED_VIEWS: ReactElement[] = [
  <PersonalInfoCard key="new" profile={newMember} signedIn={signedIn} onSaved={nothing} />,
  <PersonalInfoCard key="filled" profile={aProfile()} signedIn={signedIn} onSaved={nothing} />,
  <SubscriptionCard
    key="free"
    pending={false}
    subscription={null}
    usage={aUsageStatus({ remainingScans: 3, scanCount: 0 })}
    billingPortal
    onUpgrade={nothing}
    onCancelled={nothing}
  />,
  <SubscriptionCard
    key="member"
    pending={false}
    subscription={aSubscription()}
    usage={aUsageStatus({ remainingScans: -1, hasActiveMembership: true, membershipType: 2 })}
    billingPortal
    onUpgrade={nothing}
    onCancelled={nothing}
  />,
  <UsageStatsCard key="no-scans" scanCount={0} lastScanDate={null} />,
  <UsageStatsCard key="scans" scanCount={4} lastScanDate="2026-11-21T15:30:00.000Z" />,
  <ScanHistorySection
    key="history"
    history={{ state: { kind: 'loaded', scans: [] }, retry: nothing }}
    remainingScans={3}
    hasPaidMembership={false}
  />,
];
