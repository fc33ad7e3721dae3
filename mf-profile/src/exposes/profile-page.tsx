import { ProfileScreen } from '../screens/profile-screen';
import { addPrebuiltStyles } from '@resumebeat/shared-ui';
import { FIRST_PAINT_STYLES } from '../shared/first-paint-styles';

// The class names of this remote's first paints, built (decision 047): given before the page renders.
addPrebuiltStyles(FIRST_PAINT_STYLES);

/** Exposed as `mf_profile/ProfilePage`: /profile. */
export default function ProfilePage() {
  return <ProfileScreen />;
}
