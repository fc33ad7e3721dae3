import {
  STORED_USER_ATTRIBUTE,
  STORED_USER_FIELDS,
  type StoredUserField,
} from '@resumebeat/shared-contract/first-paint';
import { liveStoredUser } from '@resumebeat/shared-session/stored';

/**
 * An account's first paint leaves who is signed in empty (the api sends the same HTML to every
 * account): the elements that ask for it (STORED_USER_ATTRIBUTE) get it from this browser's stored
 * session now, before the app, into the places kept for it (decision 046). A guest's or an expired
 * session fills nothing; the app shows the page as the session it reads says.
 */
export function fillStoredUser(root: ParentNode = document, storage: Storage = window.localStorage): void {
  const slots = root.querySelectorAll<HTMLElement>(`[${STORED_USER_ATTRIBUTE}]`);
  if (!slots.length) return;
  const user = liveStoredUser(storage, Date.now());
  if (!user || user.isGuest) return;
  for (const slot of slots) {
    const field = slot.getAttribute(STORED_USER_ATTRIBUTE) as StoredUserField;
    if (STORED_USER_FIELDS.includes(field) && user[field]) slot.textContent = user[field];
  }
}
