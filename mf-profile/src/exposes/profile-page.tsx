import { ProfileScreen } from '../features/profile/components/profile-screen';

/** Exposed as `mf_profile/ProfilePage`: /profile. */
export default function ProfilePage() {
  return <ProfileScreen />;
}
