import { ProfileScreen } from '../screens/profile-screen';

/** Exposed as `mf_profile/ProfilePage`: /profile. */
export default function ProfilePage() {
  return <ProfileScreen />;
}
