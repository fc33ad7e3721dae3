/**
 * The first paint of a remote page, sent in the HTML (docs/decisions/023-fast-first-visit.md).
 * Each remote's build renders its pages as a first visit sees them (`dist/first-paint.json`), the
 * shell's build renders the frame around them (app bar, footer), and the api joins the two into the
 * page it sends (./first-paint-data.ts, docs/decisions/042), so a phone paints the page before any script has run. The app then starts and
 * replaces the copy with the live page.
 *
 * The server cannot read the session (it lives in localStorage), so the browser tells it which
 * first paint fits in a cookie holding no secret, and the api sends one only when it knows.
 * No zod here: the landing page's script and the api read this file; which routes have a first
 * paint is said by the route table (app-map.ts).
 */
import { derive, JOURNEY_PROGRESS_COOKIE, ROUTES, type FirstPaintView } from './app-map';

export { JOURNEY_PROGRESS_COOKIE, type FirstPaintView };

/** Written by shared-session with the stored user: `guest` or `account`; absent when signed out. */
export const SESSION_VIEW_COOKIE = 'rb_view';
export const FIRST_PAINT_VIEWS: readonly FirstPaintView[] = ['signed-out', 'guest', 'account'];

export interface FirstPaintRoute {
  /** The remote page the route shows (`remote/ExposedName`), as in the shell's routes. */
  page: string;
  /** The visitors the page is the same for, whatever else they stored. */
  views: readonly FirstPaintView[];
  /** A cookie whose presence means the page shows stored state a prerender cannot know. */
  unlessCookie?: string;
}

/**
 * The routes with a first paint (the table's `firstPaint`). Others (the callbacks, pages that show
 * stored work) start with the spinner as before. An account's page is painted as it looks while its
 * data loads, in a frame without the person's name (decision 046).
 */
export const FIRST_PAINT_ROUTES: Readonly<Record<string, FirstPaintRoute>> = /* @__PURE__ */ derive(() =>
  Object.fromEntries(
    ROUTES.flatMap((route) =>
      route.firstPaint && route.page !== 'shell' ? [[route.path, { page: route.page, ...route.firstPaint }]] : [],
    ),
  ),
);

/** The shell's frame marks where the page goes with this element (replaced by the api). */
export const FIRST_PAINT_SLOT = '<rb-first-paint-slot></rb-first-paint-slot>';
/** The attribute of the element holding a page's first paint: its value is the page's id. */
export const FIRST_PAINT_ATTRIBUTE = 'data-rb-first-paint';
/**
 * The attribute of the <style> element in <head> holding the first paint's rules: its value lists
 * their emotion ids, which the app counts as written (shared-ui's UiProvider, `writtenStyles`). Not
 * emotion's own `data-emotion`, whose elements emotion moves as it starts (docs/decisions/046).
 */
export const FIRST_PAINT_STYLES_ATTRIBUTE = 'data-rb-first-paint-css';

/**
 * On an element of an account's first paint (decision 046): the field of the browser's own stored
 * user (shared-session's record) the shell's start script writes into it before the app starts,
 * so that the page and the app bar show who is signed in from the first frames, and do not move
 * when the app arrives. The HTML the api sends stays the same for every account.
 */
export const STORED_USER_ATTRIBUTE = 'data-rb-stored-user';
/** The stored user's fields an element may ask for. */
export const STORED_USER_FIELDS = ['username', 'email'] as const;
export type StoredUserField = (typeof STORED_USER_FIELDS)[number];
