import { ProfileScreen } from '../screens/profile-screen';
import { addPrebuiltStyles } from '@resumebeat/shared-ui';
import { FIRST_PAINT_RULES, FIRST_PAINT_STYLES } from '../shared/first-paint-styles';

// The class names of this remote's first paints, built (decision 047): given before the page renders,
// with the rules of its cards as a member's answers fill them in.
addPrebuiltStyles(FIRST_PAINT_STYLES, FIRST_PAINT_RULES);

/** Exposed as `mf_profile/ProfilePage`: /profile. */
export default function ProfilePage() {
  return <ProfileScreen />;
}
