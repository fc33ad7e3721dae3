/**
 * Test helpers for packages that call the api through this client: a real HTTP server on
 * 127.0.0.1 the client is pointed at, and stored-user generators. Tests only: never imported by
 * application code (it would pull `node:http` into a bundle).
 */
export { startTestServer, json, text, eventStream, type Handler, type RecordedRequest } from './test-server';
export { aStoredUser, readStored } from './users';
export { resetSignOutQuiet } from '../session/journey-return';
